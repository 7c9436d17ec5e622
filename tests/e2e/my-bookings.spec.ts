import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken, axeViolations, memberAt, ownNetwork } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const ZONE = 'Asia/Shanghai'

async function axeInBothModes(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), `${what}, ${colorScheme}`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

type Availability = {
  id: number
  changeDeadlineHours?: number | null
  weekly?: unknown[] | null
  overrides?: unknown[] | null
}

/**
 * A published coach that takes bookings: the first one listed, given bookable hours as the e2e
 * admin when the seed gave it none. Its slug, Chinese name, and the hours before a session it can
 * still be changed.
 */
async function bookableCoach(request: APIRequestContext) {
  const listed = await request.get('/api/coaches?depth=0&limit=1&sort=id&locale=zh')
  expect(listed.ok(), await listed.text()).toBe(true)
  const [coach] = ((await listed.json()) as { docs: { id: number; slug: string; name: string }[] })
    .docs
  expect(coach, 'a published coach').toBeTruthy()
  const found = await request.get(`/api/availabilities?depth=0&where[coach][equals]=${coach!.id}`)
  expect(found.ok(), await found.text()).toBe(true)
  let [availability] = ((await found.json()) as { docs: Availability[] }).docs
  if (!availability?.weekly?.length && !availability?.overrides?.length) {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const data = {
      coach: coach!.id,
      timeZone: 'UTC',
      weekly: ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({
        weekday,
        start: '08:00',
        end: '20:00',
      })),
      consultationMinutes: 30,
      sessionMinutes: 60,
      bufferMinutes: 15,
      minimumNoticeHours: 12,
      horizonDays: 60,
      changeDeadlineHours: 24,
    }
    const saved = availability
      ? await request.patch(`/api/availabilities/${availability.id}`, { headers, data })
      : await request.post('/api/availabilities', { headers, data })
    expect(saved.ok(), await saved.text()).toBe(true)
    availability = ((await saved.json()) as { doc: Availability }).doc
  }
  return { ...coach!, deadlineHours: availability!.changeDeadlineHours ?? 24 }
}

/**
 * The signed-in student books a free consultation with the coach over REST (with the browser's own
 * session), at the first free slot well before the coach's change deadline; the next one if it was
 * just taken. Returns the booking's id, start and end.
 */
async function bookOverRest(page: Page, coach: { id: number; deadlineHours: number }) {
  const origin = { Origin: new URL(page.url()).origin }
  const from = new Date(Date.now() + (coach.deadlineHours + 3) * HOUR)
  const to = new Date(from.getTime() + 21 * DAY)
  const offered = await page.request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${from.toISOString()}&to=${to.toISOString()}`,
  )
  expect(offered.ok(), await offered.text()).toBe(true)
  const { slots, minutes } = (await offered.json()) as { slots: string[]; minutes: number }
  expect(slots.length, 'free slots after the deadline').toBeGreaterThan(0)
  for (const startsAt of slots.slice(0, 5)) {
    const booked = await page.request.post('/api/bookings?locale=zh', {
      headers: origin,
      data: {
        coach: coach.id,
        startsAt,
        topic: '想了解美国本科申请的时间规划。',
        studentTimeZone: ZONE,
        locale: 'zh',
      },
    })
    if (booked.status() === 409) continue
    expect(booked.ok(), await booked.text()).toBe(true)
    const { doc } = (await booked.json()) as { doc: { id: number; startsAt: string } }
    return {
      id: doc.id,
      startsAt: doc.startsAt,
      endsAt: new Date(new Date(doc.startsAt).getTime() + minutes * 60_000).toISOString(),
    }
  }
  throw new Error('every slot tried was taken')
}

/** "2026年3月30日周一 17:00–17:30（Asia/Shanghai 时间）", as the page writes a session's times. */
function chineseTimes(startsAt: string, endsAt: string) {
  const date = (at: Date) =>
    new Intl.DateTimeFormat('zh-CN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: ZONE,
    }).format(at)
  const time = (at: Date) =>
    new Intl.DateTimeFormat('zh-CN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: ZONE,
    }).format(at)
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const sameDay = date(new Date(end.getTime() - 1)) === date(start)
  return sameDay
    ? `${date(start)} ${time(start)}–${time(end)}（${ZONE} 时间）`
    : `${date(start)} ${time(start)} 至 ${date(end)} ${time(end)}（${ZONE} 时间）`
}

test('a student sees a booked session under 我的预约, cancels it after confirming, and finds it among the past ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const coach = await bookableCoach(request)
  await memberAt(page, request, 'student', '/zh/user/bookings')

  const upcoming = page.getByTestId('bookings-upcoming')
  const past = page.getByTestId('bookings-past')
  await expect(page.getByRole('heading', { level: 1, name: '我的预约' })).toBeVisible()
  await expect(upcoming.getByText('您目前没有即将进行的预约。')).toBeVisible()
  await expect(upcoming.getByRole('link', { name: '寻找导师' })).toHaveAttribute(
    'href',
    '/zh/search',
  )
  await expect(past.getByText('暂无过往预约。')).toBeVisible()
  // The menu has the page, marked as the current one.
  await expect(
    page.getByRole('navigation', { name: '账户菜单' }).getByRole('link', { name: /^我的预约/ }),
  ).toHaveAttribute('aria-current', 'page')

  const booking = await bookOverRest(page, coach)
  await page.reload()
  const row = upcoming.getByTestId('booking')
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(coach.name)
  await expect(row.getByRole('link', { name: coach.name, exact: true })).toHaveAttribute(
    'href',
    `/zh/coach/${coach.slug}`,
  )
  await expect(row.getByTestId('booking-status')).toHaveText('已预约')
  await expect(row.getByText('免费咨询')).toBeVisible()
  await expect(row.locator(`time[datetime="${booking.startsAt}"]`)).toHaveText(
    chineseTimes(booking.startsAt, booking.endsAt),
  )
  await expect(row.getByText('讨论内容：想了解美国本科申请的时间规划。')).toBeVisible()
  await expect(row.getByText(/前改期或取消（开始前 \d+ 小时截止）。$/)).toBeVisible()
  await expect(row.getByRole('link', { name: /^改期/ })).toHaveAttribute(
    'href',
    `/zh/coach/${coach.slug}/book?reschedule=${booking.id}`,
  )
  await expect(past.getByText('暂无过往预约。')).toBeVisible()
  await axeInBothModes(page, 'an upcoming session')

  // Asking first: the question takes the focus; Escape gives it back to the button.
  const cancel = row.getByRole('button', { name: /^取消预约/ })
  await cancel.click()
  const question = row.getByText(/^确定取消与.+的预约吗？该时段将开放给其他人预约。$/)
  await expect(question).toBeFocused()
  await axeInBothModes(page, 'the cancel question')
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(cancel).toBeFocused()

  await cancel.click()
  await row.getByRole('button', { name: '确定取消' }).click()
  await expect(page.getByText('预约已取消。')).toBeVisible()
  await expect(upcoming.getByText('您目前没有即将进行的预约。')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '即将进行' })).toBeFocused()
  const cancelled = past.getByTestId('booking')
  await expect(cancelled).toHaveCount(1)
  await expect(cancelled.getByTestId('booking-status')).toHaveText('已取消')
  await expect(cancelled).toHaveAttribute('data-status', 'cancelled')
  await expect(cancelled.getByRole('button')).toHaveCount(0)
  await expect(cancelled.getByRole('link', { name: /^改期/ })).toHaveCount(0)
  await axeInBothModes(page, 'a cancelled session')

  // The server agrees: the student's booking is cancelled, its time free again.
  const origin = { Origin: new URL(page.url()).origin }
  const stored = await page.request.get(`/api/bookings/${booking.id}?depth=0`, { headers: origin })
  expect(((await stored.json()) as { status: string }).status).toBe('cancelled')
})

test('on a phone the actions are full-width targets at least 44 px tall', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const coach = await bookableCoach(request)
  await memberAt(page, request, 'student', '/zh/user/bookings')
  await bookOverRest(page, coach)
  await page.reload()
  const row = page.getByTestId('bookings-upcoming').getByTestId('booking')
  for (const target of [
    row.getByRole('link', { name: coach.name, exact: true }),
    row.getByRole('link', { name: /^改期/ }),
    row.getByRole('button', { name: /^取消预约/ }),
  ]) {
    const box = await target.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
  }
  await axeInBothModes(page, 'a phone')
})

test('a student moves a session to another time from 我的预约: the booking page says which, the new time replaces the old', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const coach = await bookableCoach(request)
  await memberAt(page, request, 'student', '/zh/user/bookings')
  const booking = await bookOverRest(page, coach)
  await page.reload()
  await page.getByTestId('bookings-upcoming').getByRole('link', { name: /^改期/ }).click()
  await expect(page).toHaveURL(
    new RegExp(`/zh/coach/${coach.slug}/book\\?reschedule=${booking.id}$`),
  )
  await expect(page.getByTestId('booking-moving')).toContainText('您正在为原定于')
  // No topic to write again: only the time changes.
  await expect(page.getByTestId('booking-form').getByRole('textbox')).toHaveCount(0)

  // A time of a later week, then the move.
  await page.getByRole('button', { name: '下一周' }).click()
  const radio = page.getByRole('radio').first()
  await expect(radio).toBeVisible()
  const newStart = (await radio.getAttribute('value'))!
  await page.locator('label:has(input[type="radio"])').first().click()
  await page.getByRole('button', { name: '将我的预约改到此时间' }).click()
  await expect(
    page.getByTestId('booking-done').getByRole('heading', { name: '您的预约时间已更改' }),
  ).toBeFocused()
  await axeInBothModes(page, 'a session moved')

  // The same booking, at its new time; the old one is nobody's now.
  const origin = { Origin: new URL(page.url()).origin }
  const stored = (await (
    await page.request.get(`/api/bookings/${booking.id}?depth=0`, { headers: origin })
  ).json()) as { startsAt: string; sequence: number; status: string }
  expect(stored).toMatchObject({ startsAt: newStart, sequence: 1, status: 'confirmed' })
  await page.goto('/zh/user/bookings')
  await expect(
    page.getByTestId('bookings-upcoming').locator(`time[datetime="${newStart}"]`),
  ).toBeVisible()
})
