import pg from 'pg'

/** The tables the forms write (migrations): what a refused submission must leave alone. */
export const formTables = [
  'contact_messages',
  'consultations',
  'users',
  'verification_codes',
  'certifications',
  'certification_documents',
  'organisation_images',
  'service_managers',
  'offerings',
  'jobs',
  'applications',
  'application_documents',
  'recommendation_sets',
  'data_exports',
  'consents',
  'bookings',
  'availabilities',
  'orders',
  'reviews',
  'conversations',
  'messages',
] as const
export type FormTable = (typeof formTables)[number]
export type Rows = Record<FormTable, number>

const counts = formTables.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`)
const countAll = `SELECT ${counts.join(', ')}`

export type RowCounter = { growth: () => Promise<Rows>; close: () => Promise<void> }

/**
 * Counts the form tables of the server's database. `growth()` says how many rows each gained since
 * the last call (a shrinking table counts 0: deleting is not storing, and jobs may clean up).
 * Exact only while nothing else writes to the server.
 */
export async function rowCounter(databaseUrl: string): Promise<RowCounter> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const count = async () => (await client.query<Rows>(countAll)).rows[0]!
  let last = await count()
  return {
    growth: async () => {
      const now = await count()
      const grown = Object.fromEntries(
        formTables.map((table) => [table, Math.max(0, now[table] - last[table])]),
      ) as Rows
      last = now
      return grown
    },
    close: () => client.end(),
  }
}

/** Adds `more` into `total` (a target's rows over its whole run). */
export const addRows = (total: Partial<Rows>, more: Rows) => {
  for (const table of formTables) if (more[table]) total[table] = (total[table] ?? 0) + more[table]
  return total
}
