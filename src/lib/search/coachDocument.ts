import { cjkTokens, latinWords, normalizeName, pinyinSyllables, pinyinTokens } from './tokens'

type Bilingual = { en?: string | null; zh?: string | null } | null | undefined

/** What the coach search index needs to know about one published coach, in both languages. */
export type CoachSearchSource = {
  id: number
  name: Bilingual
  title: Bilingual
  specialties: { id: number; name: Bilingual }[]
  /** Headline, qualification, about and former institution: matched, ranked lowest. */
  body: Bilingual[]
  /** Published reviews: the "popular" order. */
  reviewCount: number
  rating: number | null
  yearsOfExperience: number | null
  formerAdmissionsOfficer: boolean
  lowestPrice: number | null
}

const both = (value: Bilingual) => [value?.en ?? '', value?.zh ?? ''].filter(Boolean)

/** Text for Postgres' English stemmer, the ready-made lexemes (Chinese n-grams, pinyin, name words) and the whole-name forms. */
export function coachDocument(source: CoachSearchSource) {
  const names = both(source.name)
  const texts = [
    ...names,
    ...both(source.title),
    ...source.specialties.flatMap((s) => both(s.name)),
    ...source.body.flatMap(both),
  ]
  return {
    english: texts.join(' '),
    lexemes: [
      ...new Set([
        ...texts.flatMap(cjkTokens),
        ...names.flatMap(latinWords),
        ...names.flatMap(pinyinTokens),
      ]),
    ],
    /** Whole-name forms for "exact name match first": each name, and the pinyin of a Chinese one. */
    exactNames: [
      ...new Set([
        ...names.map(normalizeName),
        ...names
          .map(pinyinSyllables)
          .filter((s) => s.length > 0)
          .flatMap((s) => [s.join(''), s.join(' ')]),
      ]),
    ].filter(Boolean),
  }
}
