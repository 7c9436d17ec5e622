import { Jieba } from '@node-rs/jieba'
import { dict } from '@node-rs/jieba/dict'
import { stemmer } from 'stemmer'

import { weights } from './weights'

/*
 * Terms of the recommender's text match, the same for listings and for a student's interests:
 * Chinese is segmented into words (and the shorter words inside long ones, so 计算机科学 also
 * matches 计算机 and 科学), English is lower-cased and stemmed (computing and computer both give
 * "comput"). Words that carry no meaning in either language are left out.
 */

let segmenter: Jieba | undefined
/** The dictionary takes a moment to load: once per process, on first use. */
const jieba = () => (segmenter ??= Jieba.withDict(dict))

const ENGLISH_STOPWORDS = new Set(
  (
    'a an and are as at be by for from has have in into is it its of on or our over per than that the ' +
    'their them they this to up was we were will with you your i me my want like love interested interest ' +
    'study studies student students course courses programme program programmes also more most very'
  ).split(' '),
)
const CHINESE_STOPWORDS = new Set(
  '的 了 和 与 及 或 在 是 对 我 我们 你 他 她 很 也 都 就 想 要 去 读 学 喜欢 感兴趣 兴趣 希望 以及 方面 相关 有 一个 一些 这 那 等 感兴'.split(
    ' ',
  ),
)

const HAN_RUN = /\p{Script=Han}+/gu
const LATIN_WORD = /[\p{Script=Latin}0-9]+/gu

/** English words of `text`, stemmed, without stopwords or single letters. */
export function englishTerms(text: string): string[] {
  const terms: string[] = []
  for (const word of text.toLowerCase().match(LATIN_WORD) ?? []) {
    if (word.length < 2 || ENGLISH_STOPWORDS.has(word)) continue
    terms.push(/^\d+$/.test(word) ? word : stemmer(word))
  }
  return terms
}

const meaningful = (word: string) => [...word].length > 1 && !CHINESE_STOPWORDS.has(word)

/** Chinese words of `text` and the words inside them, without stopwords and single characters. */
export function chineseTerms(text: string): string[] {
  return (text.match(HAN_RUN) ?? []).flatMap((run) =>
    jieba().cutForSearch(run, true).filter(meaningful),
  )
}

/** All terms of a text in either or both languages, in order, repeats kept (they count). */
export const terms = (text: string): string[] => {
  const normalized = text.normalize('NFKC')
  return [...englishTerms(normalized), ...chineseTerms(normalized)]
}

/** How much a word found inside a longer Chinese word of a student's interest counts (weights.ts). */
export const innerWordWeight = (word: string) =>
  [...word].length >= 3 ? weights.innerWordLong : weights.innerWordShort

/**
 * The terms of a student's phrase with their weight: whole words count 1; the shorter words inside
 * a long Chinese word count less, so 计算机科学 still finds 计算机 but hardly 计算器.
 */
export function weightedTerms(text: string): Map<string, number> {
  const normalized = text.normalize('NFKC')
  const weighted = new Map(englishTerms(normalized).map((term) => [term, 1]))
  for (const run of normalized.match(HAN_RUN) ?? []) {
    const whole = jieba().cut(run, true).filter(meaningful)
    for (const word of whole) weighted.set(word, 1)
    for (const word of jieba().cutForSearch(run, true).filter(meaningful))
      if (!weighted.has(word)) weighted.set(word, innerWordWeight(word))
  }
  return weighted
}

/** Words that join two interests: "and" in either language. */
const CONJUNCTIONS = new Set(['和', '与', '及', '以及', '或', '还有'])

/**
 * A student's interests as separate phrases: commas, 、, ；, slashes, line breaks and "and" divide
 * them. In Chinese, 和 or 与 divides only where the segmenter finds it as a word of its own, never
 * inside one (参与, 和平).
 */
export function interestPhrases(text: string): string[] {
  const phrases: string[] = []
  for (const part of text.normalize('NFKC').split(/[,;/|\n、，；。]+|\s+and\s+|\s+&\s+/u)) {
    let current = ''
    for (const word of /\p{Script=Han}/u.test(part) ? jieba().cut(part, true) : [part]) {
      // A conjunction first in a phrase joins nothing: it is the segmenter misreading a word (和声学).
      if (CONJUNCTIONS.has(word) && current) {
        phrases.push(current)
        current = ''
      } else current += word
    }
    phrases.push(current)
  }
  return phrases
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0)
    .slice(0, 12)
}
