import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { queryTerms, type QueryTerm } from './tokens'

/** One term as a tsquery: English stem or prefix for latin words; all bigrams for Chinese. */
const termQuery = (term: QueryTerm): SQL =>
  term.kind === 'latin'
    ? sql`(to_tsquery('english', ${term.word}) || to_tsquery('simple', ${`${term.word}:*`}))`
    : sql`${term.tokens.map((t) => `'${t}'`).join(' & ')}::tsquery`

/**
 * A user's query as one tsquery every term of which must match (null without a term), for the
 * search indexes whose documents hold English stems and ready-made lexemes (coach_search,
 * title_search). Also returns the terms, which name the query in kept totals.
 */
export function textQuery(query: string): { terms: QueryTerm[]; tsquery: SQL | null } {
  const terms = queryTerms(query)
  return {
    terms,
    tsquery: terms.length ? sql.join(terms.map(termQuery), sql` && `) : null,
  }
}
