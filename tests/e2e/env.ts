import path from 'node:path'

/** Facts the e2e server and the specs share. */
/** The e2e admin's authenticator (ADMIN_TOTP_SECRET), so specs compute its codes. */
export const e2eAdminTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const e2eAdmin = {
  email: 'admin@e2e.test',
  password: 'E2eAdmin2026',
  totpSecret: e2eAdminTotpSecret,
}
export const e2eSecondFactorKey = '0'.repeat(63) + '1'
/** Several e2e servers may run side by side (each with E2E_INSTANCE and E2E_PORT of its own). */
const instance = process.env.E2E_INSTANCE
  ? `-${process.env.E2E_INSTANCE.replace(/[^a-z0-9]/gi, '')}`
  : ''
export const e2eMailDir = path.resolve(import.meta.dirname, `../../.data/e2e-mail${instance}`)
export const e2eDistDir = `.next-e2e${instance}`
export const e2eDatabaseName = `edubridge_e2e${instance.replace('-', '_')}`

/**
 * The address of the e2e server's database (`testDatabase(e2eDatabaseName)` in scripts/db.ts): on
 * TEST_DATABASE_URL's server, else the embedded test cluster. Only the address: nothing is started.
 */
export function e2eDatabaseUrl() {
  const url = new URL(
    process.env.TEST_DATABASE_URL ||
      `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_TEST_PORT ?? 54339}`,
  )
  url.pathname = `/${e2eDatabaseName}`
  return url.toString()
}
