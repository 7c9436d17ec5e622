import type { CountryCode, EducationLevel, EnglishLevel } from '@/lib/enums'
import type { Bilingual } from '@/lib/i18n/allLocales'

import type { RecommenderKind, ResultList } from './profile'
import { terms } from './tokenize'

/** The structured facts of a matchable item that eligibility and the soft scores read. */
export type ItemFacts = {
  /** Which of the student's kinds the item answers. */
  kind: RecommenderKind
  country?: CountryCode | null
  /** Taught online: any target country suits it. */
  online?: boolean
  startDate?: string | null
  endDate?: string | null
  deadline?: string | null
  minEducation?: EducationLevel | null
  maxEducation?: EducationLevel | null
  englishLevel?: EnglishLevel | null
  /** What the student pays: a programme's price, a coach's cheapest package, a year's tuition from. */
  price?: number | null
  currency?: string | null
  publishedAt?: string | null
  /** 0 to 1: how much students choose it (bookings, places taken, applications, standing). */
  popularity: number
  /** Universities: how selective. */
  acceptanceRate?: number | null
}

/** One matchable item as the index stores it: where it lists, its facts and its weighted terms. */
export type RecommenderItem = {
  key: string
  list: ResultList
  id: number
  facts: ItemFacts
  /** Term → weighted count (title words count more than body words). */
  terms: Record<string, number>
  /** Sum of the weighted counts: the document length of BM25. */
  length: number
}

/** How much more a word of an item's title, type or place counts than one of its description. */
export const TITLE_WEIGHT = 3

/** The weighted terms of an item's headline texts (title, labels) and body texts, both languages. */
export function itemTerms(headline: Bilingual[], body: Bilingual[]) {
  const counts: Record<string, number> = {}
  let length = 0
  const add = (texts: Bilingual[], weight: number) => {
    for (const text of texts)
      for (const term of terms(`${text.en ?? ''}\n${text.zh ?? ''}`)) {
        counts[term] = (counts[term] ?? 0) + weight
        length += weight
      }
  }
  add(headline, TITLE_WEIGHT)
  add(body, 1)
  return { terms: counts, length }
}

export const itemKey = (list: ResultList, id: number) => `${list}:${id}`
