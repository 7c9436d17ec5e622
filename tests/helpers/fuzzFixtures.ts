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
  const coaching = await coachFixtures(baseUrl, admin, rest, databaseUrl)
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
    },
  }
}

/**
 * A coach's own account as staff set it up: a coach profile of its own (published, bookable round
 * the clock), an account with the coach role that has accepted the policies, linked to it by the
 * admin; two students' sessions with it, one moved half an hour into the past (as time would:
 * no door books a time gone) through `databaseUrl` when that is the server's database.
 */
async function coachFixtures(
  baseUrl: string,
  admin: Credentials,
  rest: RestSetup,
  databaseUrl: string,
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

  const [first, second] = await Promise.all([rest.member('student'), rest.member('student')])
  const upcoming = await rest.booking(first, profile)
  const started = await rest.booking(second, profile)
  await startedAgo(databaseUrl, { ...(await rest.read('bookings', started)), coach: profile })
  return { account, profile, upcoming, started }
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
 * The booking moved to have started 30 minutes ago, in the server's database: only the row of its
 * id, coach and start (never another database's). Left as it is when that database is not reached.
 */
async function startedAgo(
  databaseUrl: string,
  booking: { id: number; coach: number; startsAt?: unknown },
) {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    // (A client whose connect() failed must not be ended: pg's end() would never resolve.)
    console.log(`fuzz fixtures: no started session (${(error as Error).message})`)
    return
  }
  try {
    const start = new Date(Date.now() - 30 * 60_000)
    const end = new Date(start.getTime() + 30 * 60_000)
    const { rowCount } = await client.query(
      `UPDATE bookings SET starts_at = $4, ends_at = $5, blocked_until = $5
        WHERE id = $1 AND coach_id = $2 AND starts_at = $3`,
      [booking.id, booking.coach, booking.startsAt, start.toISOString(), end.toISOString()],
    )
    if (rowCount !== 1) console.log(`fuzz fixtures: booking ${booking.id} not found to start`)
  } finally {
    await client.end()
  }
}
