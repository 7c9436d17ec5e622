import path from 'node:path'

/** Facts the e2e server and the specs share. */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'E2eAdmin2026' }
export const e2eMailDir = path.resolve(import.meta.dirname, '../../.data/e2e-mail')

/**
 * The address of the e2e server's database (`testDatabase('edubridge_e2e')` in scripts/db.ts): on
 * TEST_DATABASE_URL's server, else the embedded test cluster. Only the address: nothing is started.
 */
export function e2eDatabaseUrl() {
  const url = new URL(process.env.TEST_DATABASE_URL || `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_TEST_PORT ?? 54339}`)
  url.pathname = '/edubridge_e2e'
  return url.toString()
}
