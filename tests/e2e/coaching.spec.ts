import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

import { e2eDatabaseUrl } from './env'
import {
  adminToken,
  axeInBothModes,
  createUser,
  everyDay,
  memberAt,
  ownNetwork,
  signIn,
  testCoach,
  waitForHydration,
  waitForMail,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The zone the coaches below work in, and the one their students book from. */
const COACH_ZONE = 'UTC'
const STUDENT_ZONE = 'Asia/Shanghai'

type Locale = 'en' | 'zh'
type Account = { id: number; email: string; password: string }
type Coach = { id: number; slug: string; name: string; nameZh: string; account: Account }
type Booked = { id: number; startsAt: string; endsAt: string }

/** Requests from a network of their own (the sign-in limits count per network). */
const network = () => {
  const octet = () => Math.floor(Math.random() * 250)
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }
}

/** A new account of the role (policies accepted), with its id and, if given, its name. */
async function account(
  request: APIRequestContext,
  role: 'coach' | 'student',
  name?: { firstName: string; lastName: string },
): Promise<Account> {
  const made = await createUser(request, [role])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(
    `/api/users?depth=0&limit=1&where[email][equals]=${encodeURIComponent(made.email)}`,
    { headers },
  )
  expect(found.ok(), await found.text()).toBe(true)
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  if (name) {
    const named = await request.patch(`/api/users/${id}`, { headers, data: name })
    expect(named.ok(), await named.text()).toBe(true)
  }
  return { id, ...made }
}

/**
 * A coach of the test's own (testCoach) with `hours` in UTC, round the clock by default, and a
 * coach's account linked to it as staff link it. Each test makes its own: the link is one account
 * per profile.
 */
async function linkedCoach(
  request: APIRequestContext,
  { hours = everyDay('00:00', '24:00') }: { hours?: ReturnType<typeof everyDay> } = {},
): Promise<Coach> {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const name = `Coach ${stamp}`
  const nameZh = `导师${stamp}`
  const { id, slug } = await testCoach(request, {
    slug: `e2e-coaching-${stamp}`,
    name,
    nameZh,
    timeZone: COACH_ZONE,
    hours,
  })
  const coachAccount = await account(request, 'coach')
  const linked = await request.patch(`/api/coaches/${id}`, {
    headers,
    data: { account: coachAccount.id, _status: 'published' },
  })
  expect(linked.ok(), await linked.text()).toBe(true)
  return { id, slug, name, nameZh, account: coachAccount }
}

/**
 * The student books a free consultation with the coach over REST with their own session (as the
 * booking page does), from Beijing, at the first free time three hours on (the next one if it was
 * just taken).
 */
async function studentBooks(
  request: APIRequestContext,
  coach: Coach,
  student: Account,
): Promise<Booked> {
  const headers = network()
  const login = await request.post('/api/users/login', {
    headers,
    data: { email: student.email, password: student.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  // Three hours ahead: well past the coach's hour of notice while the test runs (a time inside
  // it is no longer offered), and inside the students' 24-hour deadline (the coach may still cancel).
  const from = new Date(Date.now() + 3 * HOUR)
  const to = new Date(from.getTime() + 3 * DAY)
  const offered = await request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${from.toISOString()}&to=${to.toISOString()}`,
  )
  expect(offered.ok(), await offered.text()).toBe(true)
  const { slots, minutes } = (await offered.json()) as { slots: string[]; minutes: number }
  expect(slots.length, 'free times').toBeGreaterThan(0)
  for (const startsAt of slots.slice(0, 5)) {
    const booked = await request.post('/api/bookings?locale=zh', {
      headers: { ...headers, Authorization: `JWT ${token}` },
      data: {
        coach: coach.id,
        startsAt,
        topic: '想了解英国研究生申请。',
        studentTimeZone: STUDENT_ZONE,
        locale: 'zh',
      },
    })
    if (booked.status() === 409) continue
    expect(booked.ok(), await booked.text()).toBe(true)
    const { doc } = (await booked.json()) as { doc: Booked }
    return {
      id: doc.id,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt ?? new Date(Date.parse(doc.startsAt) + minutes * MINUTE).toISOString(),
    }
  }
  throw new Error('every time tried was taken')
}

/** A booking moved `minutes` into the past, as time would move it (no door books a time gone). */
async function startedAgo(booking: Booked, minutes: number): Promise<Booked> {
  const startsAt = new Date(Date.now() - minutes * MINUTE)
  const endsAt = new Date(startsAt.getTime() + 30 * MINUTE)
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    const { rowCount } = await db.query(
      'UPDATE bookings SET starts_at = $2, ends_at = $3, blocked_until = $3 WHERE id = $1',
      [booking.id, startsAt.toISOString(), endsAt.toISOString()],
    )
    expect(rowCount, 'the booking moved into the past').toBe(1)
  } finally {
    await db.end()
  }
  return { id: booking.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }
}

/** The coach's account signed in through the login page, on `path`, hydrated. */
async function coachAt(page: Page, coach: Coach, path: string) {
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, coach.account.email, coach.account.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
}

/**
 * A session's times as the lists word them (dashboard.bookings.when / whenAcross): "2026年3月30日周一
 * 09:00–09:30（UTC 时间）", "Mon, Mar 30, 2026, 09:00–09:30 (UTC)".
 */
function sessionTimes({ startsAt, endsAt }: Booked, zone: string, locale: Locale) {
  const iso = locale === 'zh' ? 'zh-CN' : 'en-US'
  const date = (at: Date) =>
    new Intl.DateTimeFormat(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: zone,
    }).format(at)
  const time = (at: Date) =>
    new Intl.DateTimeFormat(iso, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(at)
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const sameDay = date(new Date(end.getTime() - 1)) === date(start)
  const words = (locale === 'zh' ? zh : en).dashboard.bookings
  const text = sameDay ? words.when : words.whenAcross
  return text
    .replace('{date}', date(start))
    .replace('{start}', time(start))
    .replace('{endDate}', date(end))
    .replace('{end}', time(end))
    .replace('{zone}', zone)
}

test('in Chinese, a coach sees an upcoming session with the student’s name and both times, cancels it after confirming, and the student is mailed', async ({
  page,
  request,
}) => {
  const coach = await linkedCoach(request)
  const student = await account(request, 'student', { firstName: '美', lastName: '林' })
  const booking = await studentBooks(request, coach, student)
  await coachAt(page, coach, '/zh/user/coaching')

  await expect(page.getByRole('heading', { level: 1, name: '辅导课程' })).toBeVisible()
  await expect(page.getByRole('link', { name: '设置可预约时间' })).toHaveAttribute(
    'href',
    '/zh/user/coaching/availability',
  )
  await expect(page.getByTestId('coaching-to-mark')).toHaveCount(0)
  const upcoming = page.getByTestId('coaching-upcoming')
  const past = page.getByTestId('coaching-past')
  await expect(past.getByText('暂无过往课程。')).toBeVisible()
  const row = upcoming.getByTestId('booking')
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('heading', { level: 3 })).toHaveText('学生：林美')
  await expect(row.getByTestId('booking-status')).toHaveText('已预约')
  // In the coach's zone, and the student's (Beijing) beside it.
  await expect(row.locator(`time[datetime="${booking.startsAt}"]`)).toHaveText(
    sessionTimes(booking, COACH_ZONE, 'zh'),
  )
  await expect(row.getByText(/^学生时间：/)).toHaveText(
    `学生时间：${sessionTimes(booking, STUDENT_ZONE, 'zh')}`,
  )
  await expect(row.getByText('讨论内容：想了解英国研究生申请。')).toBeVisible()

  // The first click asks (the question takes the focus), the second cancels.
  await row.getByRole('button', { name: /^取消预约/ }).click()
  const question = row.getByText(
    /^确定取消与林美在 .+ 的课程吗？系统会立即通知学生，并重新开放该时段。$/,
  )
  await expect(question).toBeFocused()
  await row.getByRole('button', { name: '确定取消' }).click()
  await expect(page.getByText('预约已取消。')).toBeVisible()
  await expect(upcoming.getByText('暂无即将进行的课程。')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '即将进行' })).toBeFocused()
  const cancelled = past.getByTestId('booking')
  await expect(cancelled).toHaveCount(1)
  await expect(cancelled.getByRole('heading', { level: 3 })).toHaveText('学生：林美')
  await expect(cancelled.getByTestId('booking-status')).toHaveText('已取消')
  await expect(cancelled).toHaveAttribute('data-status', 'cancelled')
  await expect(cancelled.getByRole('button')).toHaveCount(0)

  // The student hears of it in their language; the time is offered again.
  const mail = await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === student.email) === true &&
      (m.subject ?? '').startsWith(`已取消：与${coach.nameZh}的咨询`),
  )
  expect(mail.text).toContain(`您与${coach.nameZh}的咨询已取消`)
  const offered = await request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${booking.startsAt}&to=${new Date(Date.parse(booking.startsAt) + MINUTE).toISOString()}`,
  )
  expect(((await offered.json()) as { slots: string[] }).slots).toEqual([booking.startsAt])
})

test('a started session is asked about under "Was it held?"; marking it held moves it to the past ones', async ({
  page,
  request,
}) => {
  const coach = await linkedCoach(request)
  const student = await account(request, 'student', { firstName: 'Mei', lastName: 'Lin' })
  const booking = await startedAgo(await studentBooks(request, coach, student), 40)
  await coachAt(page, coach, '/user/coaching')

  const toMark = page.getByTestId('coaching-to-mark')
  await expect(toMark.getByRole('heading', { level: 2, name: 'Was it held?' })).toBeVisible()
  const row = toMark.getByTestId('booking')
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('heading', { level: 3 })).toHaveText('With Mei Lin')
  await expect(row.locator(`time[datetime="${booking.startsAt}"]`)).toHaveText(
    sessionTimes(booking, COACH_ZONE, 'en'),
  )
  const held = row.getByRole('button', { name: /^Held the session with Mei Lin on / })
  await expect(held).toBeVisible()
  await expect(
    row.getByRole('button', { name: /^Student did not come the session with Mei Lin on / }),
  ).toBeVisible()
  // A started session can no longer be cancelled: it is not among the upcoming ones.
  await expect(page.getByTestId('coaching-upcoming').getByTestId('booking')).toHaveCount(0)

  await held.click()
  await expect(page.getByText('The session is marked.')).toBeVisible()
  await expect(page.getByTestId('coaching-to-mark')).toHaveCount(0)
  const marked = page.getByTestId('coaching-past').getByTestId('booking')
  await expect(marked).toHaveCount(1)
  await expect(marked.getByTestId('booking-status')).toHaveText('Held')
  await expect(marked).toHaveAttribute('data-status', 'held')
  await expect(marked.getByRole('button')).toHaveCount(0)

  const stored = await request.get(`/api/bookings/${booking.id}?depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(((await stored.json()) as { status: string }).status).toBe('held')
})

test('a coach sets a day off and a buffer on /user/coaching/availability: kept after a reload; an end before its start is refused on the field and nothing is saved', async ({
  page,
  request,
}) => {
  const coach = await linkedCoach(request, {
    hours: [
      { weekday: '1', start: '09:00', end: '12:00' },
      { weekday: '3', start: '13:00', end: '17:30' },
    ],
  })
  const stored = async () => {
    const found = await request.get(`/api/availabilities?depth=0&where[coach][equals]=${coach.id}`)
    expect(found.ok(), await found.text()).toBe(true)
    return ((await found.json()) as { docs: Record<string, unknown>[] }).docs
  }
  await coachAt(page, coach, '/user/coaching/availability')
  await expect(page.getByRole('heading', { level: 1, name: en.availability.title })).toBeVisible()
  await expect(page.getByRole('link', { name: en.availability.bookingPage })).toHaveAttribute(
    'href',
    `/coach/${coach.slug}/book`,
  )

  // The saved hours.
  const form = page.getByTestId('availability-form')
  await expect(form.getByLabel(en.availability.timeZone)).toHaveValue(COACH_ZONE)
  const rows = form.getByTestId('weekly-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0).getByLabel(en.availability.weekday)).toHaveValue('1')
  await expect(rows.nth(0).getByLabel(en.availability.from)).toHaveValue('09:00')
  await expect(rows.nth(0).getByLabel(en.availability.to)).toHaveValue('12:00')
  await expect(rows.nth(1).getByLabel(en.availability.weekday)).toHaveValue('3')
  await expect(rows.nth(1).getByLabel(en.availability.from)).toHaveValue('13:00')
  await expect(rows.nth(1).getByLabel(en.availability.to)).toHaveValue('17:30')
  const buffer = form.getByLabel(en.availability.bufferMinutes)
  await expect(buffer).toHaveValue('0')
  await expect(form.getByLabel(en.availability.minimumNoticeHours)).toHaveValue('1')
  await expect(form.getByTestId('override-row')).toHaveCount(0)

  // A day off ten days ahead (a date without hours), and twenty minutes after each session.
  const dayOff = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
  await form.getByTestId('add-date').click()
  const override = form.getByTestId('override-row')
  await expect(override).toHaveCount(1)
  await override.getByLabel(en.availability.date, { exact: true }).fill(dayOff)
  await expect(override.getByText(en.availability.dayOff)).toBeVisible()
  await buffer.fill('20')
  await form.getByRole('button', { name: en.availability.save }).click()
  await expect(page.getByText(en.availability.saved)).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(form.getByTestId('override-row')).toHaveCount(1)
  await expect(
    form.getByTestId('override-row').getByLabel(en.availability.date, { exact: true }),
  ).toHaveValue(dayOff)
  await expect(buffer).toHaveValue('20')
  await expect(rows).toHaveCount(2)
  const [saved] = await stored()
  expect(saved).toMatchObject({
    timeZone: COACH_ZONE,
    bufferMinutes: 20,
    minimumNoticeHours: 1,
    overrides: [{ date: dayOff, ranges: [] }],
    weekly: [
      { weekday: '1', start: '09:00', end: '12:00' },
      { weekday: '3', start: '13:00', end: '17:30' },
    ],
  })

  // An end before its start: said on the field and in the form's alert when saved (not on
  // leaving the field, which would move Save from under the pointer); nothing is saved.
  const end = rows.nth(0).getByLabel(en.availability.to)
  await end.fill('08:00')
  await end.blur()
  await expect(rows.nth(0).getByText(en.availability.errors.endBeforeStart)).toHaveCount(0)
  await form.getByRole('button', { name: en.availability.save }).click()
  await expect(rows.nth(0).getByText(en.availability.errors.endBeforeStart)).toBeVisible()
  await expect(form.getByText(en.availability.invalid)).toBeVisible()
  await expect(end).toHaveAttribute('aria-invalid', 'true')
  await page.reload()
  await waitForHydration(page)
  await expect(rows.nth(0).getByLabel(en.availability.to)).toHaveValue('12:00')
  const after = await stored()
  expect(after, 'one availability for the coach, unchanged').toHaveLength(1)
  expect(after[0]).toMatchObject({
    updatedAt: saved!.updatedAt,
    weekly: [{ weekday: '1', start: '09:00', end: '12:00' }, { weekday: '3' }],
  })
})

test('the coach’s pages pass axe in light and dark mode, the hours on a phone too', async ({
  page,
  request,
}) => {
  const coach = await linkedCoach(request)
  // A session to mark, one to come (another student: one free consultation per coach each).
  const [first, second] = await Promise.all([
    account(request, 'student', { firstName: '美', lastName: '林' }),
    account(request, 'student', { firstName: 'Wei', lastName: 'Zhang' }),
  ])
  await startedAgo(await studentBooks(request, coach, first!), 40)
  await studentBooks(request, coach, second!)

  await coachAt(page, coach, '/zh/user/coaching')
  await expect(page.getByTestId('coaching-to-mark').getByTestId('booking')).toHaveCount(1)
  await expect(page.getByTestId('coaching-upcoming').getByTestId('booking')).toHaveCount(1)
  await axeInBothModes(page, 'the coach’s sessions')
  // The cancel question open.
  await page
    .getByTestId('coaching-upcoming')
    .getByRole('button', { name: /^取消预约/ })
    .click()
  await expect(page.getByRole('button', { name: '确定取消' })).toBeVisible()
  await axeInBothModes(page, 'the cancel question')

  await page.goto('/zh/user/coaching/availability')
  await waitForHydration(page)
  await expect(page.getByTestId('availability-form')).toBeVisible()
  await axeInBothModes(page, 'the coach’s hours')

  // On a phone, with a date that differs, left empty: refused on its field.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await waitForHydration(page)
  const form = page.getByTestId('availability-form')
  await form.getByTestId('add-date').click()
  await form.getByRole('button', { name: zh.availability.save }).click()
  await expect(
    form.getByTestId('override-row').getByText(zh.availability.errors.date),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axeInBothModes(page, 'the coach’s hours on a phone')
})

test('an account that runs no coach profile is told so on /zh/user/coaching and sees no sessions', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/zh/user/coaching')
  await expect(page.getByRole('heading', { level: 1, name: '辅导课程' })).toBeVisible()
  const note = page.getByTestId('coaching-no-profile')
  await expect(note).toBeVisible()
  await expect(note.getByRole('link')).toHaveAttribute('href', '/zh/contact-us')
  await expect(page.getByTestId('booking')).toHaveCount(0)
  await expect(page.getByTestId('coaching-upcoming')).toHaveCount(0)
  await expect(page.getByRole('link', { name: '设置可预约时间' })).toHaveCount(0)
  // Nor does the hours page show a form.
  await page.goto('/zh/user/coaching/availability')
  await expect(page.getByTestId('coaching-no-profile')).toBeVisible()
  await expect(page.getByTestId('availability-form')).toHaveCount(0)
})
