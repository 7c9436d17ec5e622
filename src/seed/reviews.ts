import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { publicName } from '@/lib/accounts/displayName'
import { refreshCoachRating } from '@/lib/reviews/coachRating'

import { coaches as seededCoaches } from './catalogue/coaches'
import { createMember, demoEmail } from './organisations/members'

/** The demo students whose held sessions the seeded reviews are about (random passwords). */
const reviewers = [
  ['Mei', 'Lin', 'en'],
  ['伟', '陈', 'zh'],
  ['Daniel', 'Park', 'en'],
  ['思远', '王', 'zh'],
  ['Sofia', 'Rossi', 'en'],
  ['雨桐', '张', 'zh'],
  ['Arjun', 'Mehta', 'en'],
  ['子涵', '刘', 'zh'],
  ['Hannah', 'Müller', 'en'],
  ['欣怡', '李', 'zh'],
  ['Lucas', 'Martin', 'en'],
  ['浩然', '赵', 'zh'],
] as const

/** Texts by stars, in the language their author writes (a third of the reviews have one). */
const texts: Record<3 | 4 | 5, { en: string[]; zh: string[] }> = {
  5: {
    en: [
      'Clear, honest advice. We rebuilt my college list in one session and I finally know why each school is on it.',
      'The essay feedback was specific and kind. My personal statement is unrecognisable, in a good way.',
      'Knows the admissions process from the inside. Every question got a straight answer.',
      'Well prepared: had read my file before the call and came with a plan.',
    ],
    zh: [
      '建议清楚又坦诚，一节课就帮我重新梳理了选校名单，终于明白每所学校为什么适合我。',
      '文书修改意见非常具体，语气也很温和，我的个人陈述焕然一新。',
      '非常了解招生流程，每个问题都得到了直接明确的回答。',
      '课前认真看过我的材料，带着规划来上课，效率很高。',
    ],
  },
  4: {
    en: [
      'Very helpful on strategy; I would have liked a little more time on interviews.',
      'Good session overall. The follow-up notes came a day later but were thorough.',
    ],
    zh: [
      '申请策略方面很有帮助，希望面试部分能再多讲一些。',
      '整体不错，课后总结第二天才收到，但内容很详细。',
    ],
  },
  3: {
    en: ['Useful advice, but the session felt rushed towards the end.'],
    zh: ['建议有用，不过后半段节奏有些赶。'],
  },
}

/** The reviewers' accounts, made once. */
async function reviewerAccounts(payload: Payload) {
  const accounts = []
  for (const [firstName, lastName, locale] of reviewers) {
    const email = demoEmail('student', `reviewer-${accounts.length + 1}`)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    const account =
      docs[0] ??
      (await createMember(payload, {
        email,
        role: 'student',
        firstName,
        lastName,
        preferredLocale: locale,
      }))
    accounts.push({ id: account.id, name: publicName(account), locale })
  }
  return accounts
}

/**
 * Idempotent: every published demo coach the seed rated and who has no review yet gets as many held
 * sessions in the past and published reviews of them as its seeded review count, with stars whose
 * average is its seeded rating; the coach's rating and count are then computed from them, so every
 * star shown is backed by a review. Written in bulk (a few thousand rows) in one statement each.
 */
export async function seedReviews(payload: Payload): Promise<number> {
  // The demo catalogue's coaches only: never invented reviews for a coach an editor (or a test)
  // made with a number of reviews typed in.
  const { docs: coaches } = await payload.find({
    collection: 'coaches',
    where: {
      slug: { in: seededCoaches.map((coach) => coach.slug) },
      reviewCount: { greater_than: 0 },
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { rating: true, reviewCount: true },
  })
  const db = payload.db.drizzle
  const reviewed = await db.execute(sql`SELECT DISTINCT coach_id FROM reviews`)
  const done = new Set(reviewed.rows.map((row) => (row as { coach_id: number }).coach_id))
  const todo = coaches.filter((coach) => !done.has(coach.id) && coach.rating)
  if (!todo.length) return 0
  const accounts = await reviewerAccounts(payload)
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const pool = (stars: 3 | 4 | 5, locale: 'en' | 'zh') => texts[stars][locale]
  for (const [index, coach] of todo.entries()) {
    const n = coach.reviewCount ?? 0
    // Stars adding up to the seeded average: fives, with fours and a few threes for the deficit.
    const deficit = 5 * n - Math.round((coach.rating ?? 5) * n)
    const threes = Math.floor(deficit / 6)
    const fours = deficit - 2 * threes
    const reviews = Array.from({ length: n }, (_, i) => {
      // A permutation of 0..n-1 (7919 is a prime above any count) spreads the lower stars out.
      const rank = (i * 7919) % n
      const stars = (rank < threes ? 3 : rank < threes + fours ? 4 : 5) as 3 | 4 | 5
      const author = accounts[(i + index) % accounts.length]!
      const written = pool(stars, author.locale)
      const text = i % 3 === 0 ? written[(i / 3 + index) % written.length]! : null
      return { i, stars, author, text }
    })
    const rows = sql.join(
      reviews.map(
        ({ i, stars, author, text }) =>
          sql`(${i}::int, ${stars}::int, ${author.id}::int, ${author.name}::text, ${text}::text, ${author.locale}::text)`,
      ),
      sql`, `,
    )
    // One held session a day, counting back from two days ago: never two at once for one coach.
    await db.execute(sql`
      WITH seeded(i, stars, owner, author, body, lang) AS (VALUES ${rows}),
      held AS (
        INSERT INTO bookings (owner_id, coach_id, kind, starts_at, ends_at, blocked_until, status,
                              student_name, locale, sequence, created_at, updated_at)
        SELECT s.owner, ${coach.id}, 'free-consultation',
               date_trunc('day', now()) - make_interval(days => s.i + 2) + interval '1 hour',
               date_trunc('day', now()) - make_interval(days => s.i + 2) + interval '90 minutes',
               date_trunc('day', now()) - make_interval(days => s.i + 2) + interval '90 minutes',
               'held', s.author, s.lang::enum_bookings_locale, 0, now(), now()
        FROM seeded s ORDER BY s.i
        RETURNING id, owner_id, starts_at
      )
      INSERT INTO reviews (owner_id, booking_id, coach_id, author_name, rating, status,
                           criteria_expertise, criteria_clarity, criteria_helpfulness, text,
                           language, published_at, created_at, updated_at)
      SELECT s.owner, h.id, ${coach.id}, s.author, s.stars, 'published',
             s.stars, greatest(3, s.stars - (s.i % 4 = 1)::int), s.stars, s.body,
             s.lang::enum_reviews_language, h.starts_at + interval '1 day',
             h.starts_at + interval '1 day', h.starts_at + interval '1 day'
      FROM seeded s JOIN held h
        ON h.starts_at = date_trunc('day', now()) - make_interval(days => s.i + 2) + interval '1 hour'`)
    await refreshCoachRating(req, coach.id)
  }
  return todo.length
}
