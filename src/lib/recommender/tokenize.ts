import { Jieba } from '@node-rs/jieba'
import { dict } from '@node-rs/jieba/dict'
import { stemmer } from 'stemmer'

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

/** Chinese words of `text` and the words inside them, without stopwords and single characters. */
export function chineseTerms(text: string): string[] {
  const terms: string[] = []
  for (const run of text.match(HAN_RUN) ?? []) {
    for (const word of jieba().cutForSearch(run, true)) {
      if ([...word].length > 1 && !CHINESE_STOPWORDS.has(word)) terms.push(word)
    }
  }
  return terms
}

/** All terms of a text in either or both languages, in order, repeats kept (they count). */
export const terms = (text: string): string[] => {
  const normalized = text.normalize('NFKC')
  return [...englishTerms(normalized), ...chineseTerms(normalized)]
}

/** A student's interests as separate phrases: commas, 、, ；, slashes and line breaks divide them. */
export const interestPhrases = (text: string): string[] =>
  text
    .normalize('NFKC')
    .split(/[,;/|\n、，；。]+|\s+and\s+|\s+&\s+|和|与|以及/u)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0)
    .slice(0, 12)
