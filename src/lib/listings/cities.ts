import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/lib/db/rows'
import type { AppLocale } from '@/i18n/locales'

/** Most city names one filter matches: more than any real place has spellings. */
const MAX_CITIES = 100

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** City names by the language they are written in: `{ en: ['Shanghai'], zh: ['上海'] }`. */
export type CityNames = Partial<Record<AppLocale, string[]>>

/**
 * The city names jobs give that contain `text`, ignoring case, by the language they are written
 * in. Read by skipping along the city index from one (name, language) to the next, so the cost
 * follows how many different cities there are, not how many jobs: a filter then asks for jobs in
 * these cities, which the same index finds at once.
 */
export async function citiesContaining(db: SqlExecutor, text: string): Promise<CityNames> {
  const rows = await rowsOf<{ city: string; locale: AppLocale }>(
    db,
    sql`
    WITH RECURSIVE names(city, locale) AS (
      (SELECT city, _locale FROM jobs_locales WHERE city IS NOT NULL
       ORDER BY city, _locale LIMIT 1)
      UNION ALL
      SELECT next.city, next._locale FROM names, LATERAL (
        SELECT city, _locale FROM jobs_locales
        WHERE (city, _locale) > (names.city, names.locale)
        ORDER BY city, _locale LIMIT 1) next
    )
    SELECT city, locale::text AS locale FROM names
    WHERE city ILIKE ${containing(text)} LIMIT ${MAX_CITIES}`,
  )
  const names: CityNames = {}
  for (const { city, locale } of rows) (names[locale] ??= []).push(city)
  return names
}
