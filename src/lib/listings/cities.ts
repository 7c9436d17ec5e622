import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

type Executor = { execute: (query: SQL) => Promise<unknown> }

/** Most city names one filter matches: more than any real place has spellings. */
const MAX_CITIES = 100

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The city names jobs give (as written, in any language) that contain `text`, ignoring case. Read
 * by skipping along the city index from one name to the next, so the cost follows how many
 * different cities there are, not how many jobs: a filter then asks for jobs in these cities,
 * which the same index finds at once.
 */
export async function citiesContaining(db: Executor, text: string): Promise<string[]> {
  const result = (await db.execute(sql`
    WITH RECURSIVE names(city) AS (
      (SELECT city FROM jobs_locales WHERE city IS NOT NULL ORDER BY city LIMIT 1)
      UNION ALL
      SELECT (SELECT city FROM jobs_locales WHERE city > names.city ORDER BY city LIMIT 1)
      FROM names WHERE names.city IS NOT NULL
    )
    SELECT city FROM names WHERE city ILIKE ${containing(text)} LIMIT ${MAX_CITIES}`)) as {
    rows: { city: string }[]
  }
  return result.rows.map((row) => row.city)
}
