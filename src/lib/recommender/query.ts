import { otherLanguageWords } from './glossary'
import type { RecommenderProfile } from './profile'
import { interestPhrases, weightedTerms } from './tokenize'
import { weights } from './weights'

/** A phrase of the student's own words: an interest, or the major. */
export type QueryPhrase = { text: string; source: 'interest' | 'major' }

/** The text side of a profile: weighted terms, and for each term the phrases it came from. */
export type ProfileQuery = {
  phrases: QueryPhrase[]
  weights: Map<string, number>
  phrasesOf: Map<string, number[]>
}

/** The student's interests and major as weighted query terms, with their translations weighing a little less. */
export function profileQuery(
  profile: Pick<RecommenderProfile, 'interests' | 'major'>,
): ProfileQuery {
  const phrases: QueryPhrase[] = [
    ...interestPhrases(profile.interests).map((text) => ({ text, source: 'interest' as const })),
    ...(profile.major?.trim() ? [{ text: profile.major.trim(), source: 'major' as const }] : []),
  ]
  const termWeights = new Map<string, number>()
  const phrasesOf = new Map<string, number[]>()
  const add = (term: string, weight: number, phrase: number) => {
    termWeights.set(term, Math.max(termWeights.get(term) ?? 0, weight))
    const sources = phrasesOf.get(term) ?? []
    if (!sources.includes(phrase)) phrasesOf.set(term, [...sources, phrase])
  }
  phrases.forEach((phrase, index) => {
    const own = phrase.source === 'major' ? weights.majorTerm : 1
    for (const [term, weight] of weightedTerms(phrase.text)) add(term, own * weight, index)
    for (const translated of otherLanguageWords(phrase.text))
      for (const [term, weight] of weightedTerms(translated))
        add(term, own * weights.translatedTerm * weight, index)
  })
  return { phrases, weights: termWeights, phrasesOf }
}
