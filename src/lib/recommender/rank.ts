import type { CountryCode } from '@/lib/enums'

import { educationStep, type EligibilityResult, eligibilityOf } from './eligibility'
import { factDays } from './factDays'
import type { ItemFacts, RecommenderItem } from './item'
import { convert } from './money'
import type { RecommenderKind, RecommenderProfile, ResultList } from './profile'
import { profileQuery, type ProfileQuery } from './query'
import type { TextIndex } from './textIndex'
import { type ScorePart, scoreParts, weights } from './weights'

/** Why an item suits the student, as data: the page words it in the student's language. */
export type MatchReason =
  | { code: 'interest' | 'major'; phrase: string }
  | { code: 'country'; country: CountryCode }
  | { code: 'startMonth' | 'startMonthNear'; month: number }
  | { code: 'online' | 'budget' | 'level' | 'english' | 'popular' | 'new' }

export type RankedItem = {
  key: string
  list: ResultList
  id: number
  /** 0 to 100. */
  score: number
  eligibility: EligibilityResult['eligibility']
  eligibilityReasons: EligibilityResult['reasons']
  reasons: MatchReason[]
  publishedAt?: string | null
}

const NEUTRAL = weights.neutral
const DAY = 86_400_000
const monthsApart = (a: number, b: number) => Math.min((a - b + 12) % 12, (b - a + 12) % 12)

/** The part scores (0 to 1) of an item for a profile, and the text match's weight per phrase. */
function partScores(
  facts: ItemFacts,
  profile: RecommenderProfile,
  textSum: number,
  now: Date,
): Record<ScorePart, number> {
  const country = !profile.countries.length
    ? NEUTRAL
    : facts.online
      ? weights.onlineCountry
      : facts.country
        ? Number(profile.countries.includes(facts.country))
        : NEUTRAL
  const days = factDays(facts)
  const start =
    profile.startMonth && days.startMonth
      ? (weights.startMonthNear[monthsApart(days.startMonth, profile.startMonth)] ?? 0)
      : NEUTRAL
  const budget =
    facts.price != null && profile.budgetMax !== undefined
      ? Number(convert(facts.price, facts.currency, profile.currency) <= profile.budgetMax)
      : NEUTRAL
  const level = profile.educationLevel ? educationStep[profile.educationLevel] : undefined
  const min = facts.minEducation ? educationStep[facts.minEducation] : undefined
  const max = facts.maxEducation ? educationStep[facts.maxEducation] : undefined
  const levelFit =
    level === undefined || (min === undefined && max === undefined)
      ? NEUTRAL
      : Number(level >= (min ?? 0) && level <= (max ?? 9))
  const age = days.published === undefined ? undefined : now.getTime() / DAY - days.published
  const freshness =
    age === undefined ? NEUTRAL : Math.max(0, Math.min(1, 1 - age / weights.freshnessDays))
  const text = textSum / (textSum + weights.textHalf)
  return {
    text,
    country,
    startMonth: start,
    budget,
    level: levelFit,
    popularity: facts.popularity,
    freshness,
  }
}

/** Reasons from the parts that scored, strongest first; the text match names the student's own phrase. */
function reasonsOf(
  facts: ItemFacts,
  parts: Record<ScorePart, number>,
  perTerm: Map<string, number> | undefined,
  query: ProfileQuery,
  profile: RecommenderProfile,
  eligibility: EligibilityResult,
  now: Date,
): MatchReason[] {
  const candidates: { weight: number; reason: MatchReason }[] = []
  // Named when a whole word of the student's (or its translation) matched, not only a fragment:
  // how much it scored depends on the catalogue's size, whether it matched does not.
  const matchedWord = [...(perTerm?.keys() ?? [])].some(
    (term) => (query.weights.get(term) ?? 0) >= weights.reasonTermWeight,
  )
  if (perTerm && matchedWord) {
    const byPhrase = new Map<number, number>()
    for (const [term, score] of perTerm)
      for (const phrase of query.phrasesOf.get(term) ?? [])
        byPhrase.set(phrase, (byPhrase.get(phrase) ?? 0) + score)
    const [best] = [...byPhrase].sort((a, b) => b[1] - a[1] || a[0] - b[0])
    if (best) {
      const phrase = query.phrases[best[0]]!
      candidates.push({ weight: 10, reason: { code: phrase.source, phrase: phrase.text } })
    }
  }
  if (parts.country === 1 && facts.country)
    candidates.push({
      weight: weights.country,
      reason: { code: 'country', country: facts.country },
    })
  if (facts.online && profile.countries.length)
    candidates.push({ weight: weights.country * weights.onlineCountry, reason: { code: 'online' } })
  const { startMonth, published } = factDays(facts)
  if (parts.startMonth === 1 && startMonth)
    candidates.push({
      weight: weights.startMonth,
      reason: { code: 'startMonth', month: startMonth },
    })
  else if (parts.startMonth > NEUTRAL && startMonth)
    candidates.push({
      weight: weights.startMonth * parts.startMonth,
      reason: { code: 'startMonthNear', month: startMonth },
    })
  if (parts.budget === 1) candidates.push({ weight: weights.budget, reason: { code: 'budget' } })
  if (parts.level === 1) candidates.push({ weight: weights.level, reason: { code: 'level' } })
  if (facts.englishLevel && !eligibility.reasons.some((r) => r.reason.startsWith('english')))
    candidates.push({ weight: weights.level * weights.englishReason, reason: { code: 'english' } })
  if (parts.popularity >= weights.popularAbove)
    candidates.push({ weight: weights.popularity * parts.popularity, reason: { code: 'popular' } })
  if (published !== undefined && now.getTime() / DAY - published < weights.newDays)
    candidates.push({ weight: weights.freshness, reason: { code: 'new' } })
  return candidates
    .sort((a, b) => b.weight - a.weight)
    .slice(0, weights.reasons)
    .map((c) => c.reason)
}

const totalWeight = scoreParts.reduce((sum, part) => sum + weights[part], 0)
const eligibilityOrder = { eligible: 0, check: 1, 'not-eligible': 2 } as const

/** An item scored and judged; its reasons are written only if it makes the kept part of a list. */
type Scored = {
  item: RecommenderItem
  perTerm: Map<string, number> | undefined
  parts: Record<ScorePart, number>
  score: number
  eligibility: EligibilityResult
}

const byRank = (a: Scored, b: Scored) =>
  eligibilityOrder[a.eligibility.eligibility] - eligibilityOrder[b.eligibility.eligibility] ||
  b.score - a.score ||
  (a.item.key < b.item.key ? -1 : 1)

/**
 * Every item of the lists the student's kinds ask for, scored, judged and explained, best first
 * in each list: eligible items, then those worth checking, then those the student cannot take,
 * each group by score, then by key, so the same profile, items and clock always give the same
 * lists. Only the first `keep` of each list are returned (all by default).
 */
export function rank(
  index: TextIndex,
  profile: RecommenderProfile,
  now: Date,
  keep = Number.POSITIVE_INFINITY,
): Record<ResultList, RankedItem[]> {
  const query = profileQuery(profile)
  const text = index.scores(query.weights)
  const kinds = new Set<RecommenderKind>(profile.kinds)
  const scored: Record<ResultList, Scored[]> = {
    offerings: [],
    jobs: [],
    coaches: [],
    universities: [],
  }
  for (const item of index.items.values()) {
    if (!kinds.has(item.facts.kind)) continue
    const perTerm = text.get(item.key)
    let textSum = 0
    for (const value of perTerm?.values() ?? []) textSum += value
    const parts = partScores(item.facts, profile, textSum, now)
    let weighted = 0
    for (const part of scoreParts) weighted += weights[part] * parts[part]
    scored[item.list].push({
      item,
      perTerm,
      parts,
      score: Math.round((1000 * weighted) / totalWeight) / 10,
      eligibility: eligibilityOf(item.facts, profile, now),
    })
  }
  const explain = ({ item, perTerm, parts, score, eligibility }: Scored): RankedItem => ({
    key: item.key,
    list: item.list,
    id: item.id,
    score,
    eligibility: eligibility.eligibility,
    eligibilityReasons: eligibility.reasons,
    reasons: reasonsOf(item.facts, parts, perTerm, query, profile, eligibility, now),
    publishedAt: item.facts.publishedAt,
  })
  return {
    offerings: best(scored.offerings, keep).map(explain),
    jobs: best(scored.jobs, keep).map(explain),
    coaches: best(scored.coaches, keep).map(explain),
    universities: best(scored.universities, keep).map(explain),
  }
}

/** The first `keep` in rank order: a full sort when all are wanted, else one pass keeping the best few. */
function best(all: Scored[], keep: number): Scored[] {
  if (keep >= all.length) return all.sort(byRank)
  const kept: Scored[] = []
  for (const candidate of all) {
    if (kept.length === keep && byRank(candidate, kept[keep - 1]!) >= 0) continue
    let at = kept.length
    while (at > 0 && byRank(candidate, kept[at - 1]!) < 0) at--
    kept.splice(at, 0, candidate)
    if (kept.length > keep) kept.pop()
  }
  return kept
}
