import { pinyin } from 'pinyin-pro'

/**
 * Search tokens that Postgres' own parser cannot make: it treats a run of Chinese characters as
 * one word, and trigrams need 3 characters. Chinese text becomes single characters plus bigrams
 * (so 1- and 2-character queries such as 陈 or 留学 match), and Chinese names also get their
 * pinyin (so "chen" finds 陈). Latin text is left to Postgres' English stemmer.
 */

const HAN = /\p{Script=Han}+/gu

/** Runs of Chinese characters in `text`. */
export const hanRuns = (text: string): string[] => text.match(HAN) ?? []

/** Unigrams and bigrams of every run of Chinese characters. */
export function cjkTokens(text: string): string[] {
  const tokens = new Set<string>()
  for (const run of hanRuns(text)) {
    const chars = [...run]
    chars.forEach((char, i) => {
      tokens.add(char)
      if (i + 1 < chars.length) tokens.add(char + chars[i + 1])
    })
  }
  return [...tokens]
}

/** Toneless pinyin syllables of the Chinese characters in `text` (陈伟 → ["chen", "wei"]). */
export function pinyinSyllables(text: string): string[] {
  const han = hanRuns(text).join('')
  return han
    ? pinyin(han, { toneType: 'none', type: 'array', v: true }).map((s) => s.toLowerCase())
    : []
}

/** Pinyin forms of a Chinese name: syllables, the joined name and initials ("chen", "wei", "chenwei", "cw"). */
export function pinyinTokens(name: string): string[] {
  const syllables = pinyinSyllables(name)
  if (syllables.length === 0) return []
  const joined = syllables.join('')
  const initials = syllables.map((s) => s[0]).join('')
  return [...new Set([...syllables, joined, initials])]
}

/** Lower-cased latin words (letters and digits) of `text`. */
export const latinWords = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? []

export type QueryTerm = { kind: 'latin'; word: string } | { kind: 'han'; tokens: string[] }

/**
 * A user's query as terms that must all match: latin words (stemmed and prefix-matched in SQL)
 * and Chinese runs (a single character as itself, longer runs as all their bigrams).
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = []
  const normalized = query.normalize('NFKC').slice(0, 100)
  for (const part of normalized.split(/(\p{Script=Han}+)/u)) {
    if (!part) continue
    if (/^\p{Script=Han}+$/u.test(part)) {
      const chars = [...part]
      const tokens = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1])
      terms.push({ kind: 'han', tokens: [...new Set(tokens)] })
    } else {
      for (const word of latinWords(part)) terms.push({ kind: 'latin', word })
    }
  }
  return terms.slice(0, 12)
}

/** The forms a query is compared with for "exact name match first". */
export const normalizeName = (name: string) =>
  name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')
