import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { e2eDatabaseUrl } from './env'
import {
  adminToken,
  axeInBothModes,
  createUser,
  everyDay,
  ownNetwork,
  signIn,
  testCoach,
  waitForHydration,
  waitForMail,
} from './helpers'

/**
 * A student's review of a session that took place: written from their sessions with the keyboard,
 * waiting for the editors, then published on the coach's page and its reviews page.
 */
test.beforeEach(({ context }) => ownNetwork(context))

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Account = { id: number; email: string; password: string }

/** Requests from a network of their own (the sign-in limits count per network). */
const network = () => {
  const octet = () => Math.floor(Math.random() * 250)
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }
}

/** A new student (policies accepted) named "Mei Lin": reviews sign them "Mei L.". */
async function namedStudent(request: APIRequestContext): Promise<Account> {
  const made = await createUser(request, ['student'])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(
    `/api/users?depth=0&limit=1&where[email][equals]=${encodeURIComponent(made.email)}`,
    { headers },
  )
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const named = await request.patch(`/api/users/${id}`, {
    headers,
    data: { firstName: 'Mei', lastName: 'Lin' },
  })
  expect(named.ok(), await named.text()).toBe(true)
  return { id, ...made }
}

/**
 * The student's free consultation with the coach, booked over REST with their own session, then
 * moved `daysAgo` into the past and marked `status` in the server's database (as time and the
 * coach would: no door books a time gone). Returns its id and times.
 */
async function pastSession(
  request: APIRequestContext,
  coach: number,
  student: Account,
  { daysAgo, status }: { daysAgo: number; status: 'held' | 'confirmed' },
) {
  const headers = network()
  const login = await request.post('/api/users/login', {
    headers,
    data: { email: student.email, password: student.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const from = new Date(Date.now() + 3 * HOUR)
  const offered = await request.get(
    `/api/availabilities/slots?coach=${coach}&from=${from.toISOString()}&to=${new Date(from.getTime() + 2 * DAY).toISOString()}`,
  )
  const { slots } = (await offered.json()) as { slots: string[] }
  const booked = await request.post('/api/bookings', {
    headers: { ...headers, Authorization: `JWT ${token}` },
    data: { coach, startsAt: slots[0], topic: 'Personal statement.', studentTimeZone: 'UTC' },
  })
  expect(booked.ok(), await booked.text()).toBe(true)
  const { id } = ((await booked.json()) as { doc: { id: number } }).doc
  const startsAt = new Date(Date.now() - daysAgo * DAY)
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000)
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    const { rowCount } = await db.query(
      `UPDATE bookings SET starts_at = $2, ends_at = $3, blocked_until = $3, status = $4
        WHERE id = $1`,
      [id, startsAt.toISOString(), endsAt.toISOString(), status],
    )
    expect(rowCount, 'the session moved into the past').toBe(1)
  } finally {
    await db.end()
  }
  return { id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }
}

/** A coach of the test's own, bookable round the clock in UTC, published in both languages. */
async function newCoach(request: APIRequestContext, name: string, nameZh: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const coach = await testCoach(request, {
    slug: `e2e-reviews-${stamp}`,
    name,
    nameZh,
    hours: everyDay('00:00', '24:00'),
  })
  return { ...coach, name, nameZh }
}

/** The student signed in through the login page and on `path`, hydrated. */
async function studentAt(page: Page, student: Account, path: string) {
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
}

test('a student reviews a held session with the keyboard; published by an editor, it is on the coach’s page', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const coach = await newCoach(request, 'Coach Iris Vale', '薇爱丽')
  const student = await namedStudent(request)
  const session = await pastSession(request, coach.id, student, { daysAgo: 2, status: 'held' })

  // Before any review is published, the coach's page says there is none yet.
  await page.goto(`/coach/${coach.slug}`)
  await expect(page.getByTestId('no-reviews')).toContainText('No reviews yet')

  // The held session, among the past ones, offers its review.
  await studentAt(page, student, '/user/bookings')
  const past = page.getByTestId('bookings-past')
  const reviewPart = past.getByTestId('booking-review')
  await expect(reviewPart).toContainText('You can review it until')
  await reviewPart
    .getByRole('link', { name: /^Review this session the session with Coach Iris Vale on / })
    .click()
  await expect(page).toHaveURL(new RegExp(`/user/bookings/${session.id}/review$`))
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your session')
  await expect(
    page.getByText('Your review is signed “Mei L.”, never with your full name or e-mail address.'),
  ).toBeVisible()
  await expect(page.getByText('We do not reward reviews', { exact: false })).toBeVisible()
  const form = page.getByTestId('review-form')
  await axeInBothModes(page, 'review form')

  // Sent with no stars: each group says so, and the first star of the first group takes the focus.
  await form.getByRole('button', { name: 'Send review' }).click()
  await expect(form.getByText('Please check the answers marked above.')).toBeVisible()
  await expect(form.getByText('Choose from 1 to 5 stars.')).toHaveCount(4)
  const group = (name: string) => form.getByRole('group', { name, exact: true })
  const overall = group('Overall')
  await expect(overall.getByRole('radio', { name: '1 star', exact: true })).toBeFocused()
  await expect(overall).toHaveAccessibleDescription(
    'How was the session as a whole? Choose from 1 to 5 stars.',
  )
  await axeInBothModes(page, 'review form with its errors')

  // The keyboard alone: Space chooses the focused star, the arrows move the choice within a group,
  // Tab goes on to the next group.
  await page.keyboard.press('Space')
  await expect(overall.getByRole('radio', { name: '1 star', exact: true })).toBeChecked()
  await expect(overall.getByText('1 of 5')).toBeVisible()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(overall.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(overall.getByRole('radio', { name: '4 stars' })).toBeFocused()
  await expect(overall.getByText('4 of 5')).toBeVisible()
  await expect(overall.getByText('Choose from 1 to 5 stars.')).toHaveCount(0)
  await expect(overall.getByRole('radio', { checked: true })).toHaveCount(1)

  const criteria = [
    ['Expertise', 5],
    ['Clarity', 3],
    ['Helpfulness', 5],
  ] as const
  for (const [name, stars] of criteria) {
    await page.keyboard.press('Tab')
    const radios = group(name)
    await expect(radios.getByRole('radio', { name: '1 star', exact: true })).toBeFocused()
    await page.keyboard.press('Space')
    // One past the choice and back: the arrows go both ways.
    for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight')
    if (stars < 5) {
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowLeft')
    }
    const chosen = radios.getByRole('radio', { name: `${stars} stars` })
    await expect(chosen).toBeChecked()
    await expect(radios.getByText(`${stars} of 5`)).toBeVisible()
  }
  await expect(form.getByText('Choose from 1 to 5 stars.')).toHaveCount(0)

  await page.keyboard.press('Tab')
  const text = form.getByRole('textbox', { name: 'Your review (optional)' })
  await expect(text).toBeFocused()
  const words = 'Iris helped me cut my personal statement in half without losing its story.'
  await page.keyboard.type(words)
  await expect(form.getByText(`${words.length} / 2000 characters`)).toBeVisible()
  await form.getByRole('button', { name: 'Send review' }).click()

  // Sent: back to the sessions, where it waits for the editors.
  await expect(page.getByText('Thank you! Your review was sent to the editors.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/bookings$/)
  await expect(reviewPart.getByTestId('review-status')).toHaveText('Waiting for moderation')
  await expect(reviewPart.getByRole('link', { name: /^Edit review/ })).toBeVisible()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(`/api/reviews?where[booking][equals]=${session.id}&depth=0`, {
    headers,
  })
  const { docs } = (await found.json()) as {
    docs: {
      id: number
      status: string
      rating: number
      criteria: Record<string, number>
      text: string
      authorName: string
      coach: number
    }[]
  }
  expect(docs).toHaveLength(1)
  const review = docs[0]!
  expect(review).toMatchObject({
    status: 'pending',
    rating: 4,
    criteria: { expertise: 5, clarity: 3, helpfulness: 5 },
    text: words,
    authorName: 'Mei L.',
    coach: coach.id,
  })
  // Not on the coach's page while it waits.
  await page.goto(`/coach/${coach.slug}`)
  await expect(page.getByTestId('no-reviews')).toBeVisible()

  // An editor publishes it: the coach's page shows it with the numbers it makes.
  const published = await request.patch(`/api/reviews/${review.id}`, {
    headers,
    data: { status: 'published' },
  })
  expect(published.ok(), await published.text()).toBe(true)
  await expect(async () => {
    await page.goto(`/coach/${coach.slug}`)
    await expect(page.getByTestId('review-count')).toHaveText('1 review', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(header.getByRole('link', { name: '1 review', exact: true })).toHaveAttribute(
    'href',
    '#reviews',
  )
  await expect(header.getByText('Rated 4.0 out of 5', { exact: true })).toHaveCount(1)
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true })
  await expect(reviews.getByText('4.0', { exact: true })).toBeVisible()
  await expect(reviews.getByText('Rated 4.0 out of 5', { exact: true }).first()).toBeAttached()
  await expect(
    reviews.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem'),
  ).toHaveText([
    /^5 stars: 0 reviews/,
    /^4 stars: 1 review/,
    /^3 stars: 0 reviews/,
    /^2 stars: 0 reviews/,
    /^1 star: 0 reviews/,
  ])
  for (const [name, average] of [
    ['Expertise', '5.0'],
    ['Clarity', '3.0'],
    ['Helpfulness', '5.0'],
  ])
    await expect(
      reviews.locator('dl > div').filter({ has: page.locator('dt', { hasText: name }) }),
    ).toHaveText(`${name}${average}Rated ${average} out of 5`)
  const item = reviews.getByTestId('review')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Mei L.')
  await expect(item).toContainText('Rated 4 out of 5')
  await expect(item.getByText(words, { exact: true })).toHaveAttribute('lang', 'en-US')

  const coachNumbers = await request.get(`/api/coaches/${coach.id}?depth=0`)
  expect(await coachNumbers.json()).toMatchObject({ rating: 4, reviewCount: 1 })

  // All the reviews, on their own page.
  await reviews.getByRole('link', { name: 'All 1 review' }).click()
  await expect(page).toHaveURL(new RegExp(`/coach/${coach.slug}/reviews$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews of Coach Iris Vale')
  await expect(page).toHaveTitle('Reviews of Coach Iris Vale - EduBridge')
  await expect(page.getByTestId('review-count')).toHaveText('1 review')
  await expect(page.getByTestId('review').getByText(words, { exact: true })).toBeVisible()
  await axeInBothModes(page, 'the coach’s reviews')

  // In Chinese too; the student is told, and sees it published.
  await page.goto(`/zh/coach/${coach.slug}`)
  await expect(page.getByTestId('review-count')).toHaveText('1 条评价')
  await expect(page.getByText('评分 4.0（满分 5 分）', { exact: true }).first()).toBeAttached()
  const mail = await waitForMail(
    (message) =>
      message.to?.[0]?.address === student.email && message.subject!.includes('is published'),
  )
  expect(mail.subject).toBe('Your review of Coach Iris Vale is published – EduBridge')
  await page.goto('/en/user/bookings')
  await expect(reviewPart.getByTestId('review-status')).toHaveText('Published')
})

test('在中文页面：导师尚未标记为已进行的课程不能评价', async ({ page, request }) => {
  const coach = await newCoach(request, 'Coach Tao Ren', '任涛')
  const student = await namedStudent(request)
  const session = await pastSession(request, coach.id, student, {
    daysAgo: 1,
    status: 'confirmed',
  })
  await studentAt(page, student, '/zh/user/bookings')
  await expect(page.getByTestId('bookings-past')).toContainText('任涛')
  await expect(page.getByRole('link', { name: /^评价本次课程/ })).toHaveCount(0)

  await page.goto(`/zh/user/bookings/${session.id}/review`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('评价课程')
  await expect(page.getByTestId('review-closed')).toHaveText(
    '导师尚未将这节课程标记为已进行。标记后您即可评价。',
  )
  await expect(page.getByTestId('review-form')).toHaveCount(0)
})
