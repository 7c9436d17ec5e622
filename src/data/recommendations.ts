import { unstable_cache } from 'next/cache'
import type { z } from 'zod'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import { countNewMatches } from '@/lib/recommender/newMatches'
import { resultLists, type RecommenderProfile, type ResultList } from '@/lib/recommender/profile'
import {
  emptyRecommenderForm,
  type RecommenderForm,
  recommenderFormSchema,
} from '@/lib/recommender/profileSchema'
import type { RankedItem } from '@/lib/recommender/rank'
import { type Recommendations, recommend } from '@/lib/recommender/recommend'
import { sampleProfileIn } from '@/lib/recommender/sample'
import { approvedStudent } from '@/lib/certification/approvedStudent'
import { listCollections } from '@/lib/recommender/sources'
import type { Coach, Job, Offering, RecommendationSet, University, User } from '@/payload-types'

export type RecommendedDocument = {
  offerings: Offering
  jobs: Job
  coaches: Coach
  universities: University
}
export type Recommendation<L extends ResultList = ResultList> = RankedItem & {
  list: L
  document: RecommendedDocument[L]
}
export type RecommendationLists = { [L in ResultList]: Recommendation<L>[] }

/** Whether the member gets full recommendations (a certified student), and their profile as far as the portal knows it. */
export async function getRecommenderMember(
  user: User | null,
): Promise<{ certified: boolean; prefill: RecommenderForm }> {
  if (!user) return { certified: false, prefill: emptyRecommenderForm }
  const student = await approvedStudent(await getPayloadClient(), user.id)
  if (!student) return { certified: false, prefill: emptyRecommenderForm }
  return {
    certified: true,
    prefill: {
      ...emptyRecommenderForm,
      educationLevel: student.educationalLevel ?? '',
      school: student.graduationSchool ?? '',
      major: student.major ?? '',
      interests: student.major ?? '',
      currency: user.preferredLocale === 'zh' ? 'CNY' : 'USD',
    },
  }
}

/**
 * The ranked items with their documents in the reader's language, read as the reader: anything
 * they may no longer see (closed, hidden, unpublished since) drops out.
 */
export async function withDocuments(
  lists: Recommendations['lists'],
  locale: AppLocale,
  user: User | null,
): Promise<RecommendationLists> {
  const payload = await getPayloadClient()
  const entries = await Promise.all(
    resultLists.map(async (list) => {
      const ids = lists[list].map((item) => item.id)
      if (ids.length === 0) return [list, []] as const
      const { docs } = await payload.find({
        collection: listCollections[list],
        where: { id: { in: ids } },
        locale,
        depth: 1,
        limit: ids.length,
        pagination: false,
        user,
        overrideAccess: false,
      })
      const byId = new Map(docs.map((doc) => [doc.id, doc]))
      return [
        list,
        lists[list].flatMap((item) => {
          const document = byId.get(item.id)
          return document ? [{ ...item, document }] : []
        }),
      ] as const
    }),
  )
  return Object.fromEntries(entries) as unknown as RecommendationLists
}

/** Full results for a certified student's profile. */
export async function getRecommendations(profile: RecommenderProfile) {
  return recommend(await getPayloadClient(), profile)
}

const SAMPLE_PER_LIST = 3

/** The sample shown to visitors: the example profile's best few per list, kept until the catalogue changes. */
export const getSampleRecommendations = unstable_cache(
  async (locale: AppLocale): Promise<Recommendations['lists']> => {
    const { lists } = await recommend(await getPayloadClient(), sampleProfileIn(locale))
    return Object.fromEntries(
      resultLists.map((list) => [list, lists[list].slice(0, SAMPLE_PER_LIST)]),
    ) as Recommendations['lists']
  },
  ['recommender-sample'],
  {
    tags: [cacheTags.offerings, cacheTags.jobs, cacheTags.coaches, cacheTags.universities],
    revalidate: 3600,
  },
)

/** A saved result set, if the member owns it; null otherwise (nobody learns whether it exists). */
export async function getSavedSet(id: number, user: User): Promise<RecommendationSet | null> {
  const payload = await getPayloadClient()
  return payload.findByID({
    collection: 'recommendation-sets',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
}

/** A saved set as its page shows it: the checked profile, the stored lists with their documents, and what is new since. */
export type RecommendationSetView = {
  id: number
  name: string
  refreshedAt: string
  form: z.output<typeof recommenderFormSchema>
  lists: RecommendationLists
  newSince: number
}

/** The owner's saved set ready to show, or null (not theirs, gone, or stored before a rule change made its profile invalid). */
export async function getSavedSetView(
  id: number,
  user: User,
  locale: AppLocale,
): Promise<RecommendationSetView | null> {
  const set = await getSavedSet(id, user)
  const form = set && recommenderFormSchema.safeParse(set.profile)
  if (!set || !form?.success) return null
  const stored = set.results as Recommendations | null
  const empty = { offerings: [], jobs: [], coaches: [], universities: [] }
  return {
    id: set.id,
    name: set.name ?? '',
    refreshedAt: set.refreshedAt ?? set.updatedAt,
    form: form.data,
    lists: await withDocuments(stored?.lists ?? empty, locale, user),
    newSince: await newMatchesOf(set, set.refreshedAt),
  }
}

/** The member's saved result sets, newest first. */
export async function getSavedSets(user: User) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'recommendation-sets',
    depth: 0,
    limit: 20,
    sort: '-updatedAt',
    select: { name: true, refreshedAt: true, updatedAt: true, viewedAt: true },
    user,
    overrideAccess: false,
  })
  return docs
}

/** The owner has seen the set now: "new matches since your last visit" counts from here. */
export async function markSetViewed(id: number, user: User) {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'recommendation-sets',
    id,
    data: { viewedAt: new Date().toISOString() },
    depth: 0,
    user,
    overrideAccess: false,
  })
}

/** New matches of a saved set since a moment (its last refresh, or the owner's last visit). */
export const newMatchesOf = async (set: RecommendationSet, since: string | null | undefined) =>
  countNewMatches(await getPayloadClient(), set.profile, since)

/** The member's latest saved set and how many new matches it has since they last opened it. */
export async function getNewMatches(user: User) {
  const [latest] = await getSavedSets(user)
  if (!latest) return null
  const set = await getSavedSet(latest.id, user)
  if (!set) return null
  return { id: set.id, name: set.name, count: await newMatchesOf(set, set.viewedAt) }
}
