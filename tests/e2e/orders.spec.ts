import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

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
 * A coach's package ordered by a signed-in student and paid by bank transfer (the e2e server has
 * no Stripe keys: Checkout and its webhook are tests/int/orders.test.ts's, against a local Stripe
 * stand-in): the checkout, the order with the bank details from the site settings, its reference
 * and deadline, the first session's time held, staff marking it paid; and an order cancelled.
 */
test.beforeEach(({ context }) => ownNetwork(context))

const DAY = 24 * 3_600_000
/** The days to pay set for these tests (the default is 3): the deadline follows the site settings. */
const DAYS_TO_PAY = 4
const bankDetails = {
  en: 'Account name: EduBridge E2E Ltd\nBank: Test Bank, London\nIBAN: GB00 TEST 0000 0000 0000 00',
  zh: '户名：育桥测试有限公司\n开户行：测试银行伦敦分行\nIBAN：GB00 TEST 0000 0000 0000 00',
}

type Payments = { bankTransferInstructions?: string | null; bankTransferDays?: number | null }
let savedPayments: Record<'en' | 'zh', Payments> | undefined

const settingsUrl = (locale: 'en' | 'zh') => `/api/globals/site-settings?locale=${locale}&depth=0`

/** The site's bank details and days to pay, set as staff set them (admin → Site settings → Payments). */
async function setPayments(request: APIRequestContext, payments: Record<'en' | 'zh', Payments>) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  for (const locale of ['en', 'zh'] as const) {
    const saved = await request.post(settingsUrl(locale), {
      headers,
      data: { payments: payments[locale] },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
}

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const read = async (locale: 'en' | 'zh') => {
    const found = await request.get(`${settingsUrl(locale)}&fallback-locale=none`, { headers })
    expect(found.ok(), await found.text()).toBe(true)
    const { payments } = (await found.json()) as { payments?: Payments }
    return {
      bankTransferInstructions: payments?.bankTransferInstructions ?? null,
      bankTransferDays: payments?.bankTransferDays ?? null,
    }
  }
  savedPayments = { en: await read('en'), zh: await read('zh') }
  await setPayments(request, {
    en: { bankTransferInstructions: bankDetails.en, bankTransferDays: DAYS_TO_PAY },
    zh: { bankTransferInstructions: bankDetails.zh, bankTransferDays: DAYS_TO_PAY },
  })
})
test.afterAll(async ({ request }) => {
  if (savedPayments) await setPayments(request, savedPayments)
})

/**
 * A coach of the test's own, bookable round the clock in UTC (60-minute sessions), with a
 * published package of three online sessions at $1,200 plus a $150 service fee.
 */
async function coachWithPackage(request: APIRequestContext, name: string, nameZh: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const coach = await testCoach(request, {
    slug: `e2e-orders-${stamp}`,
    name,
    nameZh,
    hours: everyDay('00:00', '24:00'),
  })
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const title = { en: `Application sprint ${stamp}`, zh: `申请冲刺 ${stamp}` }
  const created = await request.post('/api/packages?locale=en', {
    headers,
    data: {
      slug: `e2e-sprint-${stamp}`,
      title: title.en,
      coach: coach.id,
      category: 'admissions',
      startingAt: 1200,
      serviceFee: 150,
      currency: 'USD',
      sessions: 3,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  const chinese = await request.patch(`/api/packages/${id}?locale=zh`, {
    headers,
    data: { title: title.zh, _status: 'published' },
  })
  expect(chinese.ok(), await chinese.text()).toBe(true)
  return {
    coach: { ...coach, name, nameZh },
    pkg: { id, slug, title, path: `/package/admissions/${slug}` },
  }
}

/** Money as the portal writes it: no cents, in the page's language. */
const money = (amount: number, locale: 'en' | 'zh') =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount)

/** An instant as the order's deadline says it: "Mon, Mar 30, 2026 17:00 (UTC)", "2026年3月30日周一 17:00（Asia/Shanghai）". */
function moment(at: string, locale: 'en' | 'zh') {
  const iso = locale === 'zh' ? 'zh-CN' : 'en-US'
  const timeZone = locale === 'zh' ? 'Asia/Shanghai' : 'UTC'
  const date = new Intl.DateTimeFormat(iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(at))
  const time = new Intl.DateTimeFormat(iso, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(at))
  return locale === 'zh' ? `${date} ${time}（${timeZone}）` : `${date} ${time} (${timeZone})`
}

/** A date as the order page gives it ("March 30, 2026", "2026年3月30日"). */
const longDate = (at: string, locale: 'en' | 'zh') =>
  new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(at))

type StoredOrder = {
  id: number
  reference: string
  status: string
  amount: number
  currency: string
  sessions: number
  paymentMethod: string
  expiresAt: string
  createdAt: string
  paidAt?: string | null
  cancelledAt?: string | null
}

/** The order as staff read it. */
async function storedOrder(request: APIRequestContext, id: number) {
  const found = await request.get(`/api/orders/${id}?depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(found.ok(), await found.text()).toBe(true)
  return (await found.json()) as StoredOrder
}

/** The order's id from its page's address. */
const orderIdOf = (page: Page) => Number(/\/user\/orders\/(\d+)$/.exec(page.url())![1])

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('a student orders a coach’s package, pays by bank transfer with the reference before the deadline, holds the first session, and sees it paid', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const { coach, pkg } = await coachWithPackage(request, 'Coach Ada Sterling', '艾达')
  const student = await createUser(request, ['student'])

  // The package's page: ordering asks a visitor to sign in first, then comes back to the checkout.
  await page.goto(pkg.path)
  await page.getByRole('link', { name: 'Order this package' }).click()
  await expect(page).toHaveURL(/\/my-account-login\?redirect=/)
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(new RegExp(`/user/orders/new\\?package=${pkg.id}$`))
  await waitForHydration(page)

  // The checkout: the package and its coach, its lines and total, its sessions, how to pay.
  await expect(page).toHaveTitle(/^Order a package/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order a package')
  await expect(page.getByRole('link', { name: pkg.title.en, exact: true })).toHaveAttribute(
    'href',
    pkg.path,
  )
  await expect(page.getByRole('link', { name: `with ${coach.name}`, exact: true })).toHaveAttribute(
    'href',
    `/coach/${coach.slug}`,
  )
  const lines = page.getByTestId('order-lines')
  await expect(lines.locator('tbody tr')).toHaveText([`${pkg.title.en}$1,200`, 'Service fee$150'])
  await expect(lines.getByTestId('order-total')).toHaveText('$1,350')
  await expect(page.getByText('3 sessions with your coach, booked online')).toBeVisible()
  const form = page.getByTestId('checkout-form')
  await expect(form.getByRole('group', { name: 'How will you pay?' })).toBeVisible()
  // Without Stripe's keys, a bank transfer is the one way to pay, chosen already.
  await expect(form.getByRole('radio')).toHaveCount(1)
  await expect(form.getByRole('radio', { name: 'Bank transfer' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Bank transfer' })).toHaveAccessibleDescription(
    `Within ${DAYS_TO_PAY} days; the bank details are shown with your order.`,
  )
  await axeInBothModes(page, 'checkout')

  const placedAround = Date.now()
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/user\/orders\/\d+$/)
  const id = orderIdOf(page)
  const order = await storedOrder(request, id)
  expect(order).toMatchObject({
    status: 'awaiting-payment',
    paymentMethod: 'bank-transfer',
    amount: 1350,
    currency: 'USD',
    sessions: 3,
  })
  expect(order.reference).toMatch(/^EB-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  // The deadline is the site settings' days from when it was placed.
  const deadline = Date.parse(order.expiresAt)
  expect(deadline).toBeGreaterThanOrEqual(placedAround + DAYS_TO_PAY * DAY - 60_000)
  expect(deadline).toBeLessThanOrEqual(Date.now() + DAYS_TO_PAY * DAY)

  // The order's page: its reference, status, how to pay with the site's bank details, the deadline.
  await waitForHydration(page)
  await expect(page).toHaveTitle(/^Order details/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.reference}`)
  const status = page.locator('#order-status')
  await expect(status.getByTestId('order-status')).toHaveText('Awaiting payment')
  await expect(page.getByText('Bank transfer', { exact: true })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText('$1,350')
  await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible()
  await expect(page.getByTestId('order-deadline')).toHaveText(
    `Please pay by ${moment(order.expiresAt, 'en')}. After that the order expires and any session time it holds is freed.`,
  )
  await expect(page.getByTestId('order-deadline').locator('time')).toHaveAttribute(
    'datetime',
    order.expiresAt,
  )
  const bank = page.getByTestId('bank-transfer')
  await expect(bank.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible()
  // Line breaks kept: the text is what staff wrote, line for line.
  expect(await page.getByTestId('bank-instructions').innerText()).toBe(bankDetails.en)
  await expect(bank).toContainText(
    `Write ${order.reference} as the payment reference, so that we can match your transfer to this order.`,
  )
  await expect(bank.locator('strong')).toHaveText(order.reference)
  const pay = page.getByRole('region', { name: 'How to pay' })
  await expect(pay.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expect(
    page.getByText('You can already choose the time of your first session'),
  ).toBeVisible()

  // The mail says the same: the reference, the total, the deadline and the bank details.
  const placed = await waitForMail(
    (mail) => mail.to?.[0]?.address === student.email && mail.subject!.includes(order.reference),
  )
  expect(placed.subject).toBe(`Your order ${order.reference}: how to pay – EduBridge`)
  expect(placed.text).toContain(`Order: ${order.reference}\nTotal: $1,350`)
  expect(placed.text).toContain(bankDetails.en)
  await axeInBothModes(page, 'order awaiting a bank transfer')

  // On a phone: nothing wider than the screen, the reference and the bank details in view.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await waitForHydration(page)
  await fitsThePhone(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.reference}`)
  await page.getByTestId('bank-instructions').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('bank-instructions')).toBeInViewport()
  const cancelBox = await page.getByRole('button', { name: 'Cancel order' }).boundingBox()
  expect(cancelBox!.height).toBeGreaterThanOrEqual(44)
  expect(cancelBox!.width).toBeGreaterThan(300)
  await axeInBothModes(page, 'order on a phone')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The first session's time, held until the order is paid: only after the deadline can it be held.
  await page.getByRole('link', { name: 'Choose a time' }).click()
  await expect(page).toHaveURL(new RegExp(`/coach/${coach.slug}/book\\?order=${id}$`))
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Book session 1 of 3 — ${pkg.title.en}`,
  )
  await expect(page.getByRole('link', { name: `Back to order ${order.reference}` })).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeAttached()
  const offered = await page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))
  const held = offered.find((slot) => Date.parse(slot) >= deadline + 3_600_000)
  expect(held, 'a time after the deadline in the first week').toBeDefined()
  await page.locator('label', { has: page.locator(`input[value="${held}"]`) }).click()
  await expect(page.locator(`input[value="${held}"]`)).toBeChecked()
  await page.getByRole('button', { name: 'Book this time' }).click()
  const done = page.getByTestId('booking-done')
  await expect(done.getByRole('heading', { name: 'Your session’s time is held' })).toBeFocused()
  await expect(done.getByTestId('booking-held')).toHaveText('Held until your order is paid.')
  // A session of the package, as long as the coach's sessions (not a free consultation's 30 minutes).
  await expect(done.getByRole('definition').last()).toHaveText('60 minutes')
  await done.getByRole('link', { name: 'See my order' }).click()
  await expect(page).toHaveURL(new RegExp(`/user/orders/${id}$`))
  await expect(
    page.getByText(
      'The time of your first session is held until the order is paid. Once it is paid you can book the others.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Choose a time' })).toHaveCount(0)

  // Staff mark it paid (the transfer arrived): the order page says so, with the payment.
  const marked = await request.patch(`/api/orders/${id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { status: 'paid' },
  })
  expect(marked.ok(), await marked.text()).toBe(true)
  const paid = await storedOrder(request, id)
  expect(paid.status).toBe('paid')
  await page.reload()
  await waitForHydration(page)
  await expect(status.getByTestId('order-status')).toHaveText('Paid')
  await expect(status).toContainText(`Paid on ${longDate(paid.paidAt!, 'en')}`)
  await expect(page.getByRole('heading', { name: 'How to pay' })).toHaveCount(0)
  await expect(page.getByTestId('bank-transfer')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expect(page.getByTestId('order-sessions-booked')).toHaveText('Sessions: 1 of 3 booked')
  await expect(page.getByTestId('order-book-session')).toHaveText('Book a session')
  await expect(page.getByTestId('order-book-session')).toHaveAttribute(
    'href',
    `/coach/${coach.slug}/book?order=${id}`,
  )
  await expect(page.getByTestId('order-transactions').locator('tbody tr')).toHaveText([
    `Payment$1,350Bank transfer${longDate(paid.paidAt!, 'en')}`,
  ])
  // The held time is the student's session now.
  const sessions = await request.get(`/api/bookings?where[order][equals]=${id}&depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  const { docs } = (await sessions.json()) as { docs: { startsAt: string; status: string }[] }
  expect(docs.map(({ startsAt, status: state }) => ({ startsAt, status: state }))).toEqual([
    { startsAt: held, status: 'confirmed' },
  ])
  const receipt = await waitForMail(
    (mail) =>
      mail.to?.[0]?.address === student.email &&
      mail.subject === `Paid: your order ${order.reference} – EduBridge`,
  )
  expect(receipt.text).toContain(
    `We have received your payment of $1,350 for ${pkg.title.en} (order ${order.reference}).`,
  )
  await axeInBothModes(page, 'order paid')

  // My orders lists it, paid.
  await page.getByRole('link', { name: 'All my orders' }).click()
  await expect(page).toHaveURL(/\/user\/orders$/)
  const listed = page.getByTestId('order').filter({ hasText: order.reference })
  await expect(listed.getByRole('link', { name: pkg.title.en, exact: true })).toHaveAttribute(
    'href',
    `/user/orders/${id}`,
  )
  await expect(listed.getByTestId('order-status')).toHaveText('Paid')
  await expect(listed).toContainText(
    `Order ${order.reference} · Ordered on ${longDate(order.createdAt, 'en')}`,
  )
  await expect(listed).toContainText('$1,350')
})

test('在中文页面下单后取消：先可保留，确认后订单显示已取消，暂留的时间不再占用', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { coach, pkg } = await coachWithPackage(request, 'Coach Bo Lan', '兰博')
  const student = await createUser(request, ['student'])
  await page.goto(`/zh/my-account-login?redirect=${encodeURIComponent(`/zh${pkg.path}`)}`)
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(new RegExp(`/zh${pkg.path}$`))
  await page.getByRole('link', { name: '订购此套餐' }).click()
  await expect(page).toHaveURL(new RegExp(`/zh/user/orders/new\\?package=${pkg.id}$`))
  await waitForHydration(page)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('订购套餐')
  await expect(page.getByTestId('order-lines').locator('tbody tr')).toHaveText([
    `${pkg.title.zh}${money(1200, 'zh')}`,
    `服务费${money(150, 'zh')}`,
  ])
  await expect(page.getByTestId('order-total')).toHaveText(money(1350, 'zh'))
  await expect(page.getByText('3 节导师课时，可在线预约')).toBeVisible()
  await expect(page.getByRole('radio', { name: '银行转账' })).toBeChecked()
  await expect(page.getByRole('radio', { name: '银行转账' })).toHaveAccessibleDescription(
    `请在 ${DAYS_TO_PAY} 天内完成转账；收款账户信息会显示在订单页面。`,
  )
  await axeInBothModes(page, '结账页面')
  await page.getByRole('button', { name: '提交订单' }).click()
  await expect(page).toHaveURL(/\/zh\/user\/orders\/\d+$/)
  const id = orderIdOf(page)
  const order = await storedOrder(request, id)
  await waitForHydration(page)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`订单 ${order.reference}`)
  const status = page.locator('#order-status')
  await expect(status.getByTestId('order-status')).toHaveText('待付款')
  expect(await page.getByTestId('bank-instructions').innerText()).toBe(bankDetails.zh)
  await expect(page.getByTestId('bank-transfer')).toContainText(
    `请在转账附言中填写 ${order.reference}，以便我们将您的转账与此订单对应。`,
  )
  // In Chinese the deadline is in Beijing time.
  await expect(page.getByTestId('order-deadline')).toHaveText(
    `请在 ${moment(order.expiresAt, 'zh')} 前付款。逾期未付款，订单将失效，其暂留的课时时间也会释放。`,
  )
  const placed = await waitForMail(
    (mail) => mail.to?.[0]?.address === student.email && mail.subject!.includes(order.reference),
  )
  expect(placed.subject).toBe(`您的订单 ${order.reference}：付款方式 – 育桥教育`)
  expect(placed.text).toContain(bankDetails.zh)
  await axeInBothModes(page, '待付款的订单')

  // Its first session's time, held over REST as the booking page holds it (after the deadline).
  const from = new Date(Date.parse(order.expiresAt) + 3_600_000)
  const slots = await request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${from.toISOString()}&to=${new Date(from.getTime() + DAY).toISOString()}&kind=package-session`,
  )
  const slot = ((await slots.json()) as { slots: string[] }).slots[0]!
  const origin = { Origin: new URL(page.url()).origin }
  const hold = await page.request.post('/api/bookings?locale=zh', {
    headers: origin,
    data: { coach: coach.id, startsAt: slot, kind: 'package-session', order: id },
  })
  expect(hold.ok(), await hold.text()).toBe(true)
  const booking = ((await hold.json()) as { doc: { id: number; status: string } }).doc
  expect(booking.status).toBe('awaiting-payment')
  await page.reload()
  await waitForHydration(page)
  await expect(
    page.getByText('您第一节课时的时间已保留至订单付款。付款后即可预约其余课时。'),
  ).toBeVisible()

  // "取消订单" asks first; "保留订单" keeps it and gives the focus back.
  const cancel = page.getByRole('button', { name: '取消订单' })
  await cancel.click()
  const question = page.getByRole('group', {
    name: `确定取消订单 ${order.reference} 吗？其暂留的课时时间将被释放。`,
  })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: '保留订单' }).click()
  await expect(question).toHaveCount(0)
  await expect(cancel).toBeFocused()
  await expect(status.getByTestId('order-status')).toHaveText('待付款')

  // Confirmed: cancelled, said, the focus on its status; nothing to pay, the package to order again.
  await cancel.click()
  await question.getByRole('button', { name: '确定取消订单' }).click()
  await expect(page.getByText('您的订单已取消。')).toBeVisible()
  await expect(status.getByTestId('order-status')).toHaveText('已取消')
  await expect(status).toBeFocused()
  const cancelled = await storedOrder(request, id)
  expect(cancelled.status).toBe('cancelled')
  await expect(status).toContainText(`关闭日期：${longDate(cancelled.cancelledAt!, 'zh')}`)
  await expect(page.getByRole('heading', { name: '如何付款' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '再次订购此套餐' })).toHaveAttribute(
    'href',
    `/zh/user/orders/new?package=${pkg.id}`,
  )
  // The time it held is free again: offered to everyone.
  const freed = await request.get(`/api/bookings/${booking.id}?depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(((await freed.json()) as { status: string }).status).toBe('cancelled')
  const offered = await request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${slot}&to=${new Date(Date.parse(slot) + 60_000).toISOString()}&kind=package-session`,
  )
  expect(((await offered.json()) as { slots: string[] }).slots).toEqual([slot])
  await axeInBothModes(page, '已取消的订单')
})
