import path from 'node:path'

/** Facts the e2e server and the specs share. */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'E2eAdmin2026' }
export const e2eMailDir = path.resolve(import.meta.dirname, '../../.data/e2e-mail')
