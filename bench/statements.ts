/**
 * What the database did during a bench: the statements with the highest total time
 * (`pg_stat_statements`, which the embedded clusters load at start: scripts/db.ts) and every
 * sequential scan of a table holding more than 10,000 rows. Reset when the bench starts, read at
 * its end. Without the extension loaded (a server of your own), says how to load it.
 */
import pg from 'pg'

/** A sequential scan over a table larger than this is reported (it reads every row). */
export const largeTable = 10_000

export type Snapshot = Map<string, { seqScans: number; rows: number }>

/** Each table's sequential scans so far and its rows (PostgreSQL's statistics, flushed about once a second). */
export async function tableScans(client: pg.Client): Promise<Snapshot> {
  const { rows } = await client.query<{ name: string; seq_scan: string; n_live_tup: string }>(
    `SELECT relname AS name, seq_scan, n_live_tup FROM pg_stat_user_tables`,
  )
  return new Map(
    rows.map((row) => [row.name, { seqScans: Number(row.seq_scan), rows: Number(row.n_live_tup) }]),
  )
}

export async function watchStatements(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    await client.query('SELECT pg_stat_statements_reset()')
  } catch (error) {
    await client.end()
    return {
      report: async () =>
        `Statements: not measured (${(error as Error).message.split('\n')[0]}): start PostgreSQL with shared_preload_libraries=pg_stat_statements`,
    }
  }
  const before = await tableScans(client)
  return {
    /** The report, as lines of text; also ends the bench's connection. */
    report: async () => {
      try {
        const { rows: top } = await client.query<{
          query: string
          calls: string
          total: number
          mean: number
          rows: string
        }>(
          `SELECT query, calls, total_exec_time AS total, mean_exec_time AS mean, rows
             FROM pg_stat_statements
            WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            ORDER BY total_exec_time DESC LIMIT 10`,
        )
        const after = await tableScans(client)
        const scans = [...after]
          .map(([name, now]) => ({
            name,
            rows: now.rows,
            scans: now.seqScans - (before.get(name)?.seqScans ?? 0),
          }))
          .filter((table) => table.rows > largeTable && table.scans > 0)
        const lines = ['Statements with the highest total time (pg_stat_statements):']
        lines.push(
          `${'total ms'.padStart(10)} ${'calls'.padStart(8)} ${'mean ms'.padStart(8)} ${'rows'.padStart(8)}  statement`,
        )
        for (const row of top)
          lines.push(
            `${row.total.toFixed(0).padStart(10)} ${row.calls.padStart(8)} ${row.mean.toFixed(2).padStart(8)} ${row.rows.padStart(8)}  ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`,
          )
        lines.push(
          scans.length
            ? `Sequential scans of tables over ${largeTable.toLocaleString('en')} rows: ${scans.map((t) => `${t.name} (${t.rows} rows) ×${t.scans}`).join(', ')}`
            : `Sequential scans of tables over ${largeTable.toLocaleString('en')} rows: none`,
        )
        return lines.join('\n')
      } finally {
        await client.end()
      }
    },
  }
}
