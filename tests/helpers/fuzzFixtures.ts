import pg from 'pg'

import { e2eDatabaseUrl } from '../e2e/env'

import { type Credentials, type RestSetup, restSetup, type Session } from './restSetup'
import { freshCode } from './totpCodes'

/**
 * Who sends a form: a student without certification, a certified one, certified organisations,
 * and a coach's own account (linked to `coachProfile`).
 */
export type Member = 'student' | 'applicant' | 'institution' | 'employer' | 'coach'

export const fixtureNames = [
  /** Published, not applied to yet: the institution's, the employer's. */
  'offering',
  'job',
  /** Published, with the applicant's application (`application`, `withdrawable`). */
  'appliedOffering',
  'appliedJob',
  'closedOffering',
  'draftOffering',
  'application',
  'withdrawable',
  /** The institution's service manager and one of its pictures. */
  'manager',
  'image',
  'organisation',
  'employerOrganisation',
  /** A demo coach who takes bookings (chen-wei), and the student's free consultation with them. */
  'coach',
  'booking',
  /**
   * The coach profile the coach's account runs (bookable round the clock in London time), a
   * student's upcoming session with it, and one that started half an hour ago (when the set-up
   * reaches the server's database: else it is upcoming too).
   */
  'coachProfile',
  'coachSession',
  'startedSession',
  /**
   * The coach profile's package (published, two online sessions) and a draft one; the student's
   * order of it awaiting a bank transfer.
   */
  'package',
  'draftPackage',
  'order',
  /**
   * The student's session with the coach profile, held two days ago (when the set-up reaches the
   * server's database: else it is upcoming, and no review of it is taken); another student's
   * published review of the coach, which the coach's account may reply to.
   */
  'heldSession',
  'review',
  /** The student's conversation with the coach profile (its own account answers). */
  'conversation',
] as const
export type FixtureName = (typeof fixtureNames)[number]

/** The demo coach whose booking page the booking forms are sent from. */
export const bookingCoach = 'chen-wei'

/** The members' session cookies and the ids of the documents the cases refer to. */
export type Fixtures = { cookies: Record<Member, string>; ids: Record<FixtureName, number> }

/**
 * What the fuzz targets need on the portal, made through its REST API: the members (the
 * institution's profile complete, so that every section may be saved), a service manager and a
 * picture, listings in each state, and the applicant's applications; a coach's account with a
 * profile of its own and its sessions, one started through `databaseUrl` (the server's database).
 */
export async function fuzzFixtures(
  baseUrl: string,
  admin: Credentials,
  databaseUrl = process.env.DATABASE_URL ?? e2eDatabaseUrl(),
): Promise<Fixtures> {
  const rest = await restSetup(baseUrl, admin)
  const [student, applicant, institution, employer] = await Promise.all([
    rest.member('student'),
    rest.certifiedStudent(),
    rest.certifiedOrganisation('institution', { complete: true }),
    rest.certifiedOrganisation('employer'),
  ])
  const offerings = (status: 'published' | 'closed' | 'draft', title: string) =>
    rest.listing(institution, 'offerings', status, title)
  const [offering, appliedOffering, closedOffering, draftOffering, job, appliedJob] =
    await Promise.all([
      offerings('published', 'Fuzz tour'),
      offerings('published', 'Fuzz tour applied to'),
      offerings('closed', 'Fuzz tour closed'),
      offerings('draft', 'Fuzz tour draft'),
      rest.listing(employer, 'jobs', 'published', 'Fuzz internship'),
      rest.listing(employer, 'jobs', 'published', 'Fuzz internship applied to'),
    ])
  const [application, withdrawable, manager, image] = await Promise.all([
    rest.application(applicant, 'offerings', appliedOffering),
    rest.application(applicant, 'jobs', appliedJob),
    rest.create(
      institution,
      'service-managers',
      { businessAreaCodes: ['study-tour'], phone: '+86 21 5555 0101' },
      { en: { name: 'Wang Fang' }, zh: { name: '王芳' } },
    ),
    rest.image(institution),
  ])
  const coach = await rest.coach(bookingCoach)
  const booking = await rest.booking(student, coach)
  const coaching = await coachFixtures(baseUrl, admin, rest, databaseUrl, student)
  return {
    cookies: {
      student: student.cookie,
      applicant: applicant.cookie,
      institution: institution.cookie,
      employer: employer.cookie,
      coach: coaching.account.cookie,
    },
    ids: {
      offering,
      job,
      appliedOffering,
      appliedJob,
      closedOffering,
      draftOffering,
      application,
      withdrawable,
      manager,
      image,
      organisation: institution.organisation,
      employerOrganisation: employer.organisation,
      coach,
      booking,
      coachProfile: coaching.profile,
      coachSession: coaching.upcoming,
      startedSession: coaching.started,
      package: coaching.package,
      draftPackage: coaching.draftPackage,
      order: coaching.order,
      heldSession: coaching.held,
      review: coaching.review,
      conversation: coaching.conversation,
    },
  }
}

/**
 * A coach's own account as staff set it up: a coach profile of its own (published, bookable round
 * the clock), an account with the coach role that has accepted the policies, linked to it by the
 * admin; two students' sessions with it, one moved half an hour into the past (as time would:
 * no door books a time gone) through `databaseUrl` when that is the server's database. Its
 * packages and `student`'s order of one; `student`'s session held two days ago, and another
 * student's held three days ago with their review of it, published.
 */
async function coachFixtures(
  baseUrl: string,
  admin: Credentials,
  rest: RestSetup,
  databaseUrl: string,
  student: Session,
) {
  const token = await adminToken(baseUrl, admin)
  const call = async <T = { doc: { id: number } & Record<string, unknown> }>(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    as = token,
  ): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': setupNetwork(),
        ...(as ? { Authorization: `JWT ${as}` } : {}),
      },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const profile = (
    await call('POST', '/api/coaches?locale=en', {
      slug: `fuzz-coach-${stamp}`,
      name: `Fuzz Coach ${stamp}`,
      title: 'Admissions coach',
      headline: 'Sessions every day.',
      _status: 'published',
    })
  ).doc.id
  await call('POST', '/api/availabilities', {
    coach: profile,
    timeZone: 'Europe/London',
    weekly: ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({
      weekday,
      start: '00:00',
      end: '24:00',
    })),
    consultationMinutes: 30,
    sessionMinutes: 60,
    bufferMinutes: 0,
    minimumNoticeHours: 1,
    horizonDays: 60,
    changeDeadlineHours: 24,
  })
  const email = `coach-${stamp}@e2e.test`
  const password = 'Passw0rd12'
  const user = (await call('POST', '/api/users', { email, password, roles: ['coach'] })).doc.id
  const login = await call<{ token: string }>('POST', '/api/users/login', { email, password }, '')
  await call('POST', '/api/consents/accept-policies', {}, login.token)
  await call('PATCH', `/api/coaches/${profile}`, { account: user, _status: 'published' })
  const account: Session = {
    id: user,
    email,
    token: login.token,
    cookie: `payload-token=${login.token}`,
  }

  const [first, second, third] = await Promise.all([
    rest.member('student'),
    rest.member('student'),
    rest.member('student'),
  ])
  const upcoming = await rest.booking(first, profile)
  const started = await rest.booking(second, profile)
  await startedAgo(databaseUrl, { ...(await rest.read('bookings', started)), coach: profile })

  const packageOf = async (status: 'published' | 'draft') => {
    const id = (
      await call('POST', '/api/packages?locale=en', {
        slug: `fuzz-package-${status}-${stamp}`,
        title: `Fuzz package ${stamp}`,
        coach: profile,
        category: 'admissions',
        startingAt: 900,
        serviceFee: 100,
        currency: 'USD',
        sessions: 2,
        _status: status,
      })
    ).doc.id
    await call('PATCH', `/api/packages/${id}?locale=zh`, {
      title: `模糊测试套餐 ${stamp}`,
      _status: status,
    })
    return id
  }
  const [pkg, draftPackage] = [await packageOf('published'), await packageOf('draft')]
  const order = (
    await call(
      'POST',
      '/api/orders',
      { package: pkg, paymentMethod: 'bank-transfer' },
      student.token,
    )
  ).doc.id

  // Held sessions a day apart (one coach holds one time at once): the student's, and the third
  // student's with its review, published as an editor publishes it.
  const held = await rest.booking(student, profile)
  await startedAgo(
    databaseUrl,
    { ...(await rest.read('bookings', held)), coach: profile },
    { minutesAgo: 2 * 24 * 60, status: 'held' },
  )
  const reviewed = await rest.booking(third, profile)
  const moved = await startedAgo(
    databaseUrl,
    { ...(await rest.read('bookings', reviewed)), coach: profile },
    { minutesAgo: 3 * 24 * 60, status: 'held' },
  )
  let review = 0
  if (moved) {
    review = (
      await call(
        'POST',
        '/api/reviews',
        {
          booking: reviewed,
          rating: 5,
          criteria: { expertise: 5, clarity: 4, helpfulness: 5 },
          text: 'Clear advice on my personal statement.',
        },
        third.token,
      )
    ).doc.id
    await call('PATCH', `/api/reviews/${review}`, { status: 'published' })
  }
  const conversation = (await call('POST', '/api/conversations', { coach: profile }, student.token))
    .doc.id
  return {
    account,
    profile,
    conversation,
    upcoming,
    started,
    package: pkg,
    draftPackage,
    order,
    held,
    review,
  }
}

let setupCalls = 0
/** An address per call of its own (not restSetup's 10.250.x.y): the set-up spends no limit. */
const setupNetwork = () => `10.251.${(setupCalls >> 8) & 255}.${setupCalls++ & 255}`

/** The admin's REST token, both factors given (a code this process has not used yet). */
async function adminToken(baseUrl: string, { email, password, totpSecret }: Credentials) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': setupNetwork() }
  const login = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`signing in ${email}: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  for (let tries = 0; totpSecret; tries++) {
    const passed = await fetch(new URL('/api/users/second-factor', baseUrl), {
      method: 'POST',
      headers: { ...headers, Authorization: `JWT ${token}` },
      body: JSON.stringify({ code: await freshCode(totpSecret) }),
    })
    if (passed.ok) break
    const said = await passed.text()
    // A code this process's worker gave before it restarted is refused as used: the next one is not.
    if (tries >= 2 || !said.includes('already been used'))
      throw new Error(`the second factor of ${email}: ${passed.status} ${said}`)
  }
  return token
}

/**
 * The booking moved to have started `minutesAgo` (30 unless told) and, with `status`, marked so (a
 * coach marks a session held), in the server's database: only the row of its id, coach and start
 * (never another database's). Left as it is when that database is not reached; true when moved.
 */
async function startedAgo(
  databaseUrl: string,
  booking: { id: number; coach: number; startsAt?: unknown },
  { minutesAgo = 30, status }: { minutesAgo?: number; status?: 'held' } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    // (A client whose connect() failed must not be ended: pg's end() would never resolve.)
    console.log(`fuzz fixtures: no started session (${(error as Error).message})`)
    return false
  }
  try {
    const start = new Date(Date.now() - minutesAgo * 60_000)
    const end = new Date(start.getTime() + 30 * 60_000)
    const { rowCount } = await client.query(
      `UPDATE bookings SET starts_at = $4, ends_at = $5, blocked_until = $5,
          status = coalesce($6, status)
        WHERE id = $1 AND coach_id = $2 AND starts_at = $3`,
      [
        booking.id,
        booking.coach,
        booking.startsAt,
        start.toISOString(),
        end.toISOString(),
        status ?? null,
      ],
    )
    if (rowCount !== 1) console.log(`fuzz fixtures: booking ${booking.id} not found to start`)
    return rowCount === 1
  } finally {
    await client.end()
  }
}
