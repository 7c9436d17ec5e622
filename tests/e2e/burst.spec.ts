import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }
import { readMailDir } from '../helpers/mailbox'
import { restSetup, type Session } from '../helpers/restSetup'
import { callServerAction, findServerAction } from '../helpers/serverAction'

import { e2eAdmin, e2eDatabaseUrl, e2eDistDir, e2eMailDir } from './env'
import { adminToken, createUser } from './helpers'

const distDir = path.resolve(import.meta.dirname, '../..', e2eDistDir)
const perForm = 10
/** Lead mails arrive within this time after the burst… */
const mailWaitMs = 15_000
/** …and no second copy of any follows in this time. */
const quietMs = 3_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Fixed-width numbers, so no marker is a part of another (C01 is not in C10). */
const pad = (i: number) => String(i + 1).padStart(2, '0')
/** A network of its own per burst: every request from an address of its own, no limit shared. */
const burstNetwork = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

type Answer = Awaited<ReturnType<typeof callServerAction>>
/** An answer as the test reports it: the action's result, else the status and the start of the body. */
const said = (answer: Answer) =>
  answer.result !== undefined
    ? JSON.stringify(answer.result)
    : `${answer.status} ${answer.body.slice(0, 200)}`

test('20 lead forms sent in the same second: each stored once, each mail sent once, no session left in a transaction, the portal still answers', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(60_000)
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  // Every submission from an address of its own: the per-address limit (5 in 10 minutes) does not apply.
  const network = burstNetwork()
  const contacts = Array.from({ length: perForm }, (_, i) => ({
    name: `Burst ${run} C${pad(i)}`,
    email: `burst-${run}-c${pad(i)}@e2e.test`,
  }))
  const bookings = Array.from({ length: perForm }, (_, i) => ({
    studentName: `Burst ${run} K${pad(i)}`,
  }))
  const contactAction = findServerAction(distDir, 'sendContactMessage', 'actions/leads')
  const bookingAction = findServerAction(distDir, 'bookConsultation', 'actions/leads')

  const calls = [
    ...contacts.map((contact, i) =>
      callServerAction({
        baseUrl: baseURL!,
        pagePath: '/contact-us',
        actionId: contactAction,
        args: [
          { ...contact, phone: '', message: `Burst test message ${run}` },
          { sourcePage: '/contact-us', website: '' },
        ],
        headers: { 'X-Forwarded-For': `${network}.${i + 1}` },
      }),
    ),
    ...bookings.map((booking, i) =>
      callServerAction({
        baseUrl: baseURL!,
        pagePath: '/',
        actionId: bookingAction,
        args: [
          {
            ...booking,
            service: 'uspp',
            contact: `burst_${run}`.slice(0, 20),
            school: '',
            gpa: '',
            coach: '',
            plan: '',
          },
          { sourcePage: '/', website: '' },
        ],
        headers: { 'X-Forwarded-For': `${network}.${perForm + i + 1}` },
      }),
    ),
  ]
  const started = Date.now()
  const responses = await Promise.all(calls)
  const burstMs = Date.now() - started
  const answered = responses.map(said)
  expect
    .soft(answered, `answers to the 20 submissions (all within ${burstMs} ms)`)
    .toEqual(Array(2 * perForm).fill(JSON.stringify({ ok: true })))

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    // Stored: each submission exactly once.
    const like = `Burst ${run} %`
    const messages = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM contact_messages WHERE name LIKE $1',
      [like],
    )
    const consultations = await db.query<{ id: number; name: string }>(
      'SELECT id, student_name AS name FROM consultations WHERE student_name LIKE $1',
      [like],
    )
    expect
      .soft(messages.rows.map((r) => r.name).sort(), 'contact_messages rows')
      .toEqual(contacts.map((c) => c.name))
    expect
      .soft(consultations.rows.map((r) => r.name).sort(), 'consultations rows')
      .toEqual(bookings.map((b) => b.studentName))

    // Mailed: every expected mail once; wait for them all, then a little longer for copies.
    const expected = [
      ...contacts.map((c) => ({
        what: `confirmation to ${c.email}`,
        match: (m: Mail) => m.to?.some((to) => to.address === c.email) === true,
      })),
      ...contacts.map((c) => ({
        what: `staff mail for ${c.name}`,
        match: (m: Mail) => m.subject?.includes(c.name) === true,
      })),
      ...bookings.map((b) => ({
        what: `staff mail for ${b.studentName}`,
        match: (m: Mail) => m.subject?.includes(b.studentName) === true,
      })),
    ]
    const ofThisRun = (m: Mail) =>
      m.subject?.includes(run) === true || m.to?.some((to) => to.address?.includes(run)) === true
    const count = async () => {
      const mails = (await readMailDir(e2eMailDir)).filter(ofThisRun)
      return {
        total: mails.length,
        each: expected.map((e) => ({ what: e.what, times: mails.filter(e.match).length })),
      }
    }
    const mailDeadline = Date.now() + mailWaitMs
    while ((await count()).each.some((e) => e.times === 0) && Date.now() < mailDeadline)
      await sleep(250)
    await sleep(quietMs)
    const mails = await count()
    const missing = mails.each.filter((e) => e.times === 0).map((e) => e.what)
    const repeated = mails.each.filter((e) => e.times > 1).map((e) => `${e.what} ×${e.times}`)
    if (missing.length || repeated.length) {
      // What the queue still holds for these submissions (sent jobs are deleted), to tell lost from pending.
      const jobs = await db.query(
        `SELECT id, input->>'collection' AS collection, input->>'id' AS doc, input->>'audience' AS audience, total_tried, has_error, processing,
                completed_at, left(error::text, 200) AS error
           FROM payload_jobs
          WHERE (input->>'collection' = 'contact-messages' AND (input->>'id')::int = ANY($1))
             OR (input->>'collection' = 'consultations' AND (input->>'id')::int = ANY($2))`,
        [messages.rows.map((r) => r.id), consultations.rows.map((r) => r.id)],
      )
      console.log(
        'Jobs still queued for these submissions (sent ones are deleted):',
        JSON.stringify(jobs.rows, null, 1),
      )
    }
    expect.soft(missing, `mails that did not arrive within ${mailWaitMs / 1000} s`).toEqual([])
    expect.soft(repeated, 'mails that arrived more than once').toEqual([])
    expect
      .soft(mails.total, `mails of this run (${expected.length} expected)`)
      .toBe(expected.length)

    // No connection left inside a transaction: the pool never gets it back. (Checked once all is quiet; a
    // transaction that is merely between two statements right now is not counted.)
    const stuck = await db.query<{ pid: number; state: string; seconds: number; query: string }>(
      `SELECT pid, state, round(extract(epoch FROM now() - state_change))::int AS seconds, left(query, 120) AS query
         FROM pg_stat_activity
        WHERE datname = current_database() AND state IN ('idle in transaction', 'idle in transaction (aborted)')
          AND state_change < now() - interval '1 second'`,
    )
    const after = Math.round((Date.now() - started) / 1000)
    expect
      .soft(
        stuck.rows,
        `${after} s after the burst: sessions idle in a transaction for a second or more`,
      )
      .toEqual([])
  } finally {
    await db.end()
  }

  // Still serving: a page and a REST call that needs the database.
  for (const url of ['/contact-us', '/api/pages?limit=1']) {
    const asked = Date.now()
    const response = await request.get(url, { timeout: 5_000 }).catch((error: Error) => error)
    const answer = response instanceof Error ? response.message.split('\n')[0] : response.status()
    expect.soft(answer, `${url} after the burst (answered in ${Date.now() - asked} ms)`).toBe(200)
  }
})

type Mail = Awaited<ReturnType<typeof readMailDir>>[number]

/**
 * One server action sent by several members in the same moment (`calls`: each one's session and
 * arguments), each from an address of its own, from the page its form is on; the answers in order.
 */
async function atOnce(
  baseUrl: string,
  [file, exportName]: [string, string],
  pagePath: string,
  calls: { as: Session; args: unknown[] }[],
) {
  const actionId = findServerAction(distDir, exportName, file)
  const network = burstNetwork()
  return Promise.all(
    calls.map(({ as, args }, i) =>
      callServerAction({
        baseUrl,
        pagePath,
        actionId,
        args,
        headers: { Cookie: as.cookie, 'X-Forwarded-For': `${network}.${i + 1}` },
      }),
    ),
  )
}

const burstSize = 20
/** `ok` for an accepted answer (whatever else it says), else the answer. */
const outcome = (answer: Answer) =>
  (answer.result as { ok?: unknown } | undefined)?.ok === true ? 'ok' : said(answer)
const allOk = Array(burstSize).fill('ok')
const apply = ['actions/applications', 'apply'] as [string, string]
/** What the apply form sends for a listing (no CV: an empty set of files). */
const applyTo = (id: number) => [{ kind: 'offerings', id, message: 'Burst test' }, new FormData()]

test.describe('organisations and applications under bursts', () => {
  test.describe.configure({ timeout: 120_000 })
  let rest: Awaited<ReturnType<typeof restSetup>>
  test.beforeAll(async ({ baseURL }) => {
    rest = await restSetup(baseURL!, e2eAdmin)
  })

  /** A certified institution and one of its study tours, published. */
  const openTour = async () => {
    const institution = await rest.certifiedOrganisation('institution', { complete: true })
    const tour = await rest.listing(institution, 'offerings', 'published', 'Burst tour')
    return { institution, tour }
  }

  test('20 certified students apply to one study tour in the same second: 20 applications, no 5xx', async ({
    baseURL,
  }) => {
    const { tour } = await openTour()
    const students = await Promise.all(
      Array.from({ length: burstSize }, () => rest.certifiedStudent()),
    )
    const answers = await atOnce(
      baseURL!,
      apply,
      `/programme/${tour}`,
      students.map((as) => ({ as, args: applyTo(tour) })),
    )
    expect(answers.map(outcome), 'answers to the 20 applications').toEqual(allOk)
    expect(await rest.count('applications', `where[offering][equals]=${tour}`)).toBe(burstSize)
  })

  test('one student applies 20 times in the same second: one application, the others told they already applied', async ({
    baseURL,
  }) => {
    const { tour } = await openTour()
    const student = await rest.certifiedStudent()
    const answers = await atOnce(
      baseURL!,
      apply,
      `/programme/${tour}`,
      Array.from({ length: burstSize }, () => ({ as: student, args: applyTo(tour) })),
    )
    expect(
      answers.filter((answer) => outcome(answer) === 'ok'),
      'accepted',
    ).toHaveLength(1)
    const refused = answers
      .filter((answer) => outcome(answer) !== 'ok')
      .map((answer) => (answer.result as { reason?: string } | undefined)?.reason ?? said(answer))
    expect(refused, 'the refusals’ reasons').toEqual(
      Array(burstSize - 1).fill(en.applications.refusals.alreadyApplied),
    )
    expect(await rest.count('applications', `where[offering][equals]=${tour}`)).toBe(1)
  })

  /** Each save's version of a section: the arguments its form sends, and how it reads once stored. */
  const texts = (i: number) => ({
    name: `Harbour Study Centre ${pad(i)}`,
    shortName: `Harbour ${pad(i)}`,
    slogan: `Study abroad, well prepared ${pad(i)}.`,
    description: `Advice for students going abroad ${pad(i)}.`,
    address: `${pad(i)} Century Avenue, Shanghai`,
    region: `Pudong ${pad(i)}`,
    businessScope: `Study tours ${pad(i)}.`,
    certificationNames: `ISO 9001 ${pad(i)}`,
  })
  const links = (i: number) =>
    // From one to three links: a mix of two saves shows as a list no save sent.
    Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      platform: `Platform ${pad(i)}.${k}`,
      url: `https://example.com/${pad(i)}/${k}`,
    }))
  const linkPairs = (list: unknown) =>
    ((list as { platform: string; url: string }[] | null) ?? []).map(({ platform, url }) => [
      platform,
      url,
    ])
  const sections: {
    name: string
    action: string
    args: (i: number) => unknown[]
    sent: (i: number) => unknown
    stored: (organisation: Record<string, unknown>) => unknown
  }[] = [
    {
      name: 'English information',
      action: 'saveOrganisationTexts',
      args: (i: number) => ['en', texts(i)],
      sent: (i: number) => Object.values(texts(i)),
      stored: (organisation: Record<string, unknown>) =>
        Object.keys(texts(0)).map((field) => organisation[field]),
    },
    {
      name: 'social media links',
      action: 'saveOrganisationSocialLinks',
      args: (i: number) => [{ socialLinks: links(i) }],
      sent: (i: number) => linkPairs(links(i)),
      stored: (organisation: Record<string, unknown>) => linkPairs(organisation.socialLinks),
    },
  ]
  for (const section of sections) {
    test(`20 saves of the organisation's ${section.name} in the same second: no 5xx, one save stored whole`, async ({
      baseURL,
    }) => {
      const { institution } = await openTour()
      const saves = Array.from({ length: burstSize }, (_, i) => i)
      const answers = await atOnce(
        baseURL!,
        ['actions/organisation', section.action],
        '/user/cm',
        saves.map((i) => ({ as: institution, args: section.args(i) })),
      )
      expect(answers.map(outcome), 'answers to the 20 saves').toEqual(allOk)
      const organisation = await rest.read('organisations', institution.organisation, 'en')
      expect(saves.map(section.sent), 'the stored section is one save, whole').toContainEqual(
        section.stored(organisation),
      )
    })
  }

  test('20 status changes of one application in the same second: no 5xx, its history one entry per real change, each change mailed once', async ({
    baseURL,
  }) => {
    const { institution, tour } = await openTour()
    const student = await rest.certifiedStudent()
    const application = await rest.application(student, 'offerings', tour)
    const steps = ['shortlisted', 'interview', 'offer', 'accepted', 'declined']
    const answers = await atOnce(
      baseURL!,
      ['actions/listings', 'changeApplicationStatus'],
      `/user/services/applicants/offerings/${tour}`,
      Array.from({ length: burstSize }, (_, i) => ({
        as: institution,
        args: [{ id: application, status: steps[i % steps.length] }],
      })),
    )
    expect(answers.map(outcome), 'answers to the 20 changes').toEqual(allOk)

    type Change = { from: string | null; to: string }
    const { status, history } = (await rest.read('applications', application)) as unknown as {
      status: string
      history: Change[]
    }
    // A chain: from nothing to submitted, each change from where the one before left it (and
    // somewhere else), the last to where it is now.
    const chain = history.map(({ from, to }) => `${from ?? '∅'}→${to}`).join(', ')
    const broken = history.filter(({ from, to }, i) =>
      i === 0 ? from !== null || to !== 'submitted' : from !== history[i - 1]!.to || to === from,
    )
    expect(broken, `breaks in the history ${chain}`).toEqual([])
    expect(status, `the status after the history ${chain}`).toBe(history.at(-1)!.to)

    // Every change the collection made queued the student's mail: as many as the history holds.
    const changes = history.length - 1
    const subjects = [en, zh].map((c) => c.mail.applicationStatus.subject.split('{status}')[0]!)
    const statusMails = async () =>
      (await readMailDir(e2eMailDir)).filter(
        (m) =>
          m.to?.some((to) => to.address === student.email) &&
          subjects.some((subject) => m.subject?.startsWith(subject)),
      ).length
    // One application's mails go one at a time (a concurrency key): one per second of the runner.
    const deadline = Date.now() + mailWaitMs + changes * 1_000
    while ((await statusMails()) < changes && Date.now() < deadline) await sleep(250)
    await sleep(quietMs)
    expect(await statusMails(), `status mails to the student (history ${chain})`).toBe(changes)
  })
})

test.describe('bookings under bursts', () => {
  test('20 students book the same free slot in the same second: one booking, 19 told in Chinese that it was just taken', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const rest = await restSetup(baseURL!, e2eAdmin)
    const coach = await rest.coach('chen-wei')
    const students = await Promise.all(
      Array.from({ length: burstSize }, () => rest.member('student')),
    )
    // The last free slot of the coming weeks: no other spec books that far ahead.
    const from = new Date(Date.now() + 14 * 24 * 3_600_000).toISOString()
    const { slots } = (await (
      await fetch(`${baseURL}/api/availabilities/slots?coach=${coach}&from=${from}`)
    ).json()) as { slots: string[] }
    const startsAt = slots.at(-1)!
    const answers = await atOnce(
      baseURL!,
      ['actions/bookings', 'bookFreeConsultation'],
      '/zh/coach/chen-wei/book',
      students.map((as) => ({
        as,
        args: [{ coach, startsAt, topic: 'Burst', timeZone: 'Asia/Shanghai' }],
      })),
    )
    expect(
      answers.filter((answer) => outcome(answer) === 'ok'),
      'accepted',
    ).toHaveLength(1)
    const refused = answers
      .filter((answer) => outcome(answer) !== 'ok')
      .map((answer) => (answer.result as { reason?: string } | undefined)?.reason ?? said(answer))
    expect(refused, 'the refusals’ reasons').toEqual(Array(burstSize - 1).fill(zh.booking.taken))
    expect(
      await rest.count(
        'bookings',
        `where[coach][equals]=${coach}&where[startsAt][equals]=${encodeURIComponent(startsAt)}`,
      ),
    ).toBe(1)
  })
})

test.describe('saved recommendations under bursts', () => {
  test.describe.configure({ timeout: 120_000 })
  let rest: Awaited<ReturnType<typeof restSetup>>
  test.beforeAll(async ({ baseURL }) => {
    rest = await restSetup(baseURL!, e2eAdmin)
  })

  const recommender = (action: string) => ['actions/recommender', action] as [string, string]
  /** What the recommender form sends: every field as the form holds it, each save's interests its own. */
  const profile = (i: number) => ({
    educationLevel: 'bachelor',
    school: '',
    major: 'Computer science',
    interests: `robotics ${pad(i)}`,
    gpa: '',
    englishLevel: '',
    englishTest: '',
    englishScore: '',
    countries: ['US'],
    budgetMin: '',
    budgetMax: '',
    currency: 'USD',
    startMonth: '',
    kinds: ['study-tour', 'programme', 'tutoring', 'university', 'internship'],
  })
  type SetRow = { id: number; name: string; ranked: boolean; refreshed: Date | null }
  const setsOf = async (owner: number) => {
    const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
    await db.connect()
    try {
      const { rows } = await db.query<SetRow>(
        `SELECT id, name, results IS NOT NULL AS ranked, refreshed_at AS refreshed
           FROM recommendation_sets WHERE owner_id = $1 ORDER BY id`,
        [owner],
      )
      return rows
    } finally {
      await db.end()
    }
  }

  test('one certified student saves 20 result sets in the same second, then refreshes one 20 times: every answer ok, 20 sets ranked, none lost', async ({
    baseURL,
  }) => {
    const student = await rest.certifiedStudent()
    const saves = Array.from({ length: burstSize }, (_, i) => i)
    let started = Date.now()
    const answers = await atOnce(
      baseURL!,
      recommender('saveRecommendations'),
      '/tools/recommender',
      saves.map((i) => ({ as: student, args: [profile(i)] })),
    )
    expect(
      answers.map(outcome),
      `answers to the 20 saves (all within ${Date.now() - started} ms)`,
    ).toEqual(allOk)
    const ids = answers.map((answer) => (answer.result as { id: number }).id)
    const sets = await setsOf(student.id)
    expect(
      sets.map((set) => set.id),
      'the stored sets are the 20 answered',
    ).toEqual([...ids].sort((a, b) => a - b))
    expect(
      sets.map((set) => set.name).sort(),
      'each save stored once, with its own profile',
    ).toEqual(saves.map((i) => profile(i).interests))
    expect(
      sets.filter((set) => !set.ranked || !set.refreshed).map((set) => set.id),
      'sets stored without results',
    ).toEqual([])

    const [set] = sets
    started = Date.now()
    const refreshes = await atOnce(
      baseURL!,
      recommender('refreshRecommendations'),
      `/tools/recommender/${set!.id}`,
      saves.map(() => ({ as: student, args: [{ id: set!.id }] })),
    )
    expect(
      refreshes.map(outcome),
      `answers to the 20 refreshes (all within ${Date.now() - started} ms)`,
    ).toEqual(allOk)
    const after = await setsOf(student.id)
    expect(
      after.map(({ id, name, ranked }) => ({ id, name, ranked })),
      'the sets after the refreshes',
    ).toEqual(sets.map(({ id, name }) => ({ id, name, ranked: true })))
    expect(after[0]!.refreshed!.getTime(), 'the refreshed set ranked again').toBeGreaterThan(
      set!.refreshed!.getTime(),
    )
  })
})

test.describe('a coach’s hours under bursts', () => {
  test('one coach’s account saves its hours 20 times in the same second, first when it has none, then again: every answer ok, one availability, one save stored whole', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    // A coach profile of the test's own, without hours yet, and a coach's account staff link to it.
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
    const created = await request.post('/api/coaches?locale=en', {
      headers,
      data: {
        slug: `burst-coach-${run}`,
        name: `Burst Coach ${run}`,
        title: 'Admissions coach',
        headline: 'Hours set in a burst.',
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const coach = ((await created.json()) as { doc: { id: number } }).doc.id
    const { email, password } = await createUser(request, ['coach'])
    const login = await request.post('/api/users/login', {
      data: { email, password },
      headers: { 'X-Forwarded-For': `${burstNetwork()}.1` },
    })
    expect(login.ok(), await login.text()).toBe(true)
    const { token, user } = (await login.json()) as { token: string; user: { id: number } }
    const linked = await request.patch(`/api/coaches/${coach}`, {
      headers,
      data: { account: user.id, _status: 'published' },
    })
    expect(linked.ok(), await linked.text()).toBe(true)
    const account = { id: user.id, email, token, cookie: `payload-token=${token}` }

    /** Save i: its own buffer and its own weekly hours (1 to 3 lines, each ending at its own time). */
    const hours = (i: number) => ({
      timeZone: 'Europe/London',
      weekly: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        weekday: String(k + 1),
        start: '09:00',
        end: `${10 + (i % 10)}:${i < 10 ? '00' : '30'}`,
      })),
      overrides: [],
      consultationMinutes: 30,
      sessionMinutes: 60,
      bufferMinutes: i * 5,
      minimumNoticeHours: 12,
      horizonDays: 60,
      maxPerDay: null,
      changeDeadlineHours: 24,
    })
    const saves = Array.from({ length: burstSize }, (_, i) => i)
    const stored = async () => {
      const found = await request.get(`/api/availabilities?depth=0&where[coach][equals]=${coach}`)
      expect(found.ok(), await found.text()).toBe(true)
      return ((await found.json()) as { docs: ReturnType<typeof hours>[] }).docs
    }
    /** The stored hours as a save sent them (their rows' ids aside). */
    const asSent = (doc: ReturnType<typeof hours>) => ({
      bufferMinutes: doc.bufferMinutes,
      weekly: doc.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
    })
    const sent = saves.map((i) => ({
      bufferMinutes: hours(i).bufferMinutes,
      weekly: hours(i).weekly,
    }))

    for (const round of ['the first save (none stored yet)', 'a later save'] as const) {
      const started = Date.now()
      const answers = await atOnce(
        baseURL!,
        ['actions/coaching', 'saveAvailability'],
        '/user/coaching/availability',
        saves.map((i) => ({ as: account, args: [{ ...hours(i), coach }] })),
      )
      expect
        .soft(
          answers.map(outcome),
          `answers to 20 saves, ${round} (all within ${Date.now() - started} ms)`,
        )
        .toEqual(allOk)
      const docs = await stored()
      expect.soft(docs.length, `availabilities of the coach after ${round}`).toBe(1)
      expect
        .soft(sent, `the stored hours after ${round} are one save, whole`)
        .toContainEqual(docs[0] && asSent(docs[0]))
    }
  })
})
