import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { currentIndex } from '@/lib/recommender/liveIndex'
import { resultLists, type ResultList } from '@/lib/recommender/profile'
import { rank } from '@/lib/recommender/rank'
import { seed } from '@/seed'

import { evaluationCases } from './evaluationSet'
import { mean, ndcgAt, precisionAt } from './metrics'

/** The clock the cases were labelled for. */
const NOW = new Date('2026-12-01T00:00:00Z')

type Score = { list: ResultList; heldOut: boolean; precision: number; ndcg: number }

/**
 * The recommender's quality on the demo catalogue, measured against a counsellor's labels. Run by
 * tests/int/seed.test.ts after its own tests: seeding the catalogue takes over a minute, and a
 * file of its own seeded it a second time on the other worker's database.
 */
export function describeRecommenderEvaluation(opened: () => Payload) {
  describe('recommender evaluation set', () => {
    /** Item keys by the names the labels use: English titles for listings, slugs for coaches and universities. */
    const keysByLabel = new Map<string, string>()
    let payload: Payload
    beforeAll(async () => {
      payload = opened()
      // Seeded already (idempotent, it only checks); the seed also builds the index.
      await seed(payload)
      for (const list of ['offerings', 'jobs'] as const) {
        const { docs } = await payload.find({
          collection: list,
          locale: 'en',
          limit: 0,
          pagination: false,
          depth: 0,
          select: { title: true },
        })
        for (const doc of docs) keysByLabel.set(`${list}|${doc.title}`, `${list}:${doc.id}`)
      }
      for (const list of ['coaches', 'universities'] as const) {
        const { docs } = await payload.find({
          collection: list,
          limit: 0,
          pagination: false,
          depth: 0,
          select: { slug: true },
        })
        for (const doc of docs) keysByLabel.set(`${list}|${doc.slug}`, `${list}:${doc.id}`)
      }
    }, 600_000)

    it('labels only items of the seeded catalogue', () => {
      for (const c of evaluationCases)
        for (const [list, labels] of Object.entries(c.relevant))
          for (const label of labels)
            expect(keysByLabel.has(`${list}|${label}`), `${c.id}: ${label}`).toBe(true)
    })

    it('puts what a counsellor would choose in the top 5: precision@5 ≥ 0.8 overall', async () => {
      const index = await currentIndex(payload)
      const scores: Score[] = []
      for (const c of evaluationCases) {
        const ranked = rank(index, c.profile, NOW)
        for (const [list, labels] of Object.entries(c.relevant) as [ResultList, string[]][]) {
          const relevant = new Set(labels.map((label) => keysByLabel.get(`${list}|${label}`)!))
          const order = ranked[list].map((item) => item.key)
          scores.push({
            list,
            heldOut: c.heldOut,
            precision: precisionAt(5, order, relevant),
            ndcg: ndcgAt(5, order, relevant),
          })
        }
      }
      const row = (name: string, subset: Score[]) =>
        `${name.padEnd(14)} n=${String(subset.length).padStart(2)}  P@5 ${mean(subset.map((s) => s.precision)).toFixed(3)}  NDCG@5 ${mean(subset.map((s) => s.ndcg)).toFixed(3)}`
      const lines: string[] = []
      for (const [name, part] of [
        ['tuning', scores.filter((s) => !s.heldOut)],
        ['held out', scores.filter((s) => s.heldOut)],
        ['all', scores],
      ] as const) {
        lines.push(row(name, part))
        for (const list of resultLists) {
          const ofList = part.filter((s) => s.list === list)
          if (ofList.length) lines.push(row(`  ${list}`, ofList))
        }
      }
      console.log(
        `recommender evaluation (${evaluationCases.length} profiles)\n${lines.join('\n')}`,
      )
      expect(mean(scores.map((s) => s.precision))).toBeGreaterThanOrEqual(0.8)
    })
  })
}
