import { randomUUID } from 'node:crypto'
import http from 'node:http'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startCheckout } from '@/lib/orders/checkout'
import { expireUnpaidOrders } from '@/lib/orders/expireOrders'
import { eraseAccount } from '@/lib/privacy/eraseAccount'
import { memberData } from '@/lib/privacy/memberData'
import type { Order, SiteSetting, Transaction, User } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { coachPackage, coachWithHours, DAY, daysAheadAt, failure } from './bookingSetup'
import { openForFile } from './openForFile'
import { createPeople, createSignedInUser, createUser, type SignedInUser } from './payload'

/**
 * Orders and payments: an order priced from its published package whatever the request sends,
 * three unpaid at most per member, its status moved only as its member or staff may, a bank
 * transfer marked paid (recorded, audited, mailed), the package's sessions booked against it,
 * Stripe Checkout opened against a local Stripe and its webhook applied once per event, refunds,
 * expiry, and what outlives an erased account.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

const pool = () => (payload.db as unknown as PostgresAdapter).pool
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const referencePattern = new RegExp(`^EB-[${referenceAlphabet}]{4}-[${referenceAlphabet}]{4}$`)
const instructions = {
  en: 'Account name: Orders Test Ltd\nIBAN: GB00 TEST 0000 0000',
  zh: '户名：订单测试有限公司\n账号：6222 1111 2222 3333',
}

let coach: number
let otherCoach: number
/** 1280 + 99.5 in CNY, three sessions, with `coach`. */
let essay: number
/** 500 USD, no fee, two sessions, with `coach`. */
let lite: number
let people: Record<'editor' | 'admin' | 'student', SignedInUser>
const settingsBefore: Partial<Record<'en' | 'zh', SiteSetting['payments']>> = {}

const restError = async (response: Response) => ({
  status: response.status,
  message: ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message,
})

/** An order placed as `member` through the Local API (their access, their language). */
const order = (
  member: User,
  packageId = essay,
  paymentMethod: Order['paymentMethod'] = 'bank-transfer',
  locale: 'en' | 'zh' = 'zh',
) =>
  payload.create({
    collection: 'orders',
    data: { package: packageId, paymentMethod } as never,
    user: member,
    overrideAccess: false,
    locale,
    depth: 0,
  })
/** The order's status changed as `actor` (their access; zh answers). */
const move = (actor: User, id: number, status: Order['status']) =>
  payload.update({
    collection: 'orders',
    id,
    data: { status },
    user: actor,
    overrideAccess: false,
    locale: 'zh',
    depth: 0,
  })
const reload = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0 })
const transactionsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'transactions',
      where: { order: { equals: id } },
      depth: 0,
      sort: 'createdAt',
      pagination: false,
    })
  ).docs
/** A package session booked as `member` against `orderId`. */
const bookSession = (member: User, startsAt: Date, orderId?: number, withCoach = coach) =>
  payload.create({
    collection: 'bookings',
    data: {
      coach: withCoach,
      kind: 'package-session',
      startsAt: startsAt.toISOString(),
      ...(orderId ? { order: orderId } : {}),
    } as never,
    user: member,
    overrideAccess: false,
    locale: 'zh',
    depth: 0,
  })
const booking = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0 })
/** The jobs of `task` queued and not yet run for one booking or order: their events, sorted. */
const queuedFor = async (
  task: 'sendBookingMail' | 'sendBookingReminder' | 'sendOrderMail',
  id: number,
) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: task }, completedAt: { exists: false } },
      pagination: false,
      depth: 0,
    })
  ).docs
    .map((job) => job.input as { id: number; event?: string; before?: string })
    .filter((input) => input.id === id)
    .map((input) => input.event ?? input.before)
    .sort()
const runMailQueue = async () => {
  for (let round = 0; round < 3; round++)
    await payload.jobs.run({ queue: 'mail', silent: true, limit: 100 })
}
const mailsTo = (to: string) => mailbox.messages.filter((mail) => mail.envelopeTo.includes(to))

beforeAll(async () => {
  coach = await coachWithHours(payload)
  otherCoach = await coachWithHours(payload)
  essay = await coachPackage(payload, coach)
  lite = await coachPackage(
    payload,
    coach,
    { title: 'Essay check', startingAt: 500, serviceFee: null, currency: 'USD', sessions: 2 },
    '文书检查',
  )
  people = await createPeople(payload, {
    editor: ['editor'],
    admin: ['admin'],
    student: ['student'],
  })
  // The bank details as an operator would enter them, and five days to pay (restored afterwards).
  // The brand name is required: a file run alone finds none yet (users.test.ts names it otherwise).
  for (const locale of ['en', 'zh'] as const) {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      fallbackLocale: false,
    })
    settingsBefore[locale] = settings.payments
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        brandName: settings.brandName || { en: 'EduBridge', zh: '育桥教育' }[locale],
        payments: { bankTransferInstructions: instructions[locale], bankTransferDays: 5 },
      },
    })
  }
}, 60_000)

afterAll(async () => {
  for (const locale of ['en', 'zh'] as const)
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        payments: {
          bankTransferInstructions: settingsBefore[locale]?.bankTransferInstructions ?? null,
          bankTransferDays: settingsBefore.en?.bankTransferDays ?? 3,
        },
      },
    })
})

describe('placing an order', () => {
  it('prices the order from the published package over REST and GraphQL, whatever the request sends', async () => {
    const before = Date.now()
    const placed = await api.rest('POST', '/api/orders?locale=zh', {
      token: people.student.token,
      body: {
        package: essay,
        paymentMethod: 'bank-transfer',
        amount: 1,
        currency: 'USD',
        lines: [{ description: 'Almost free', amount: 1 }],
        sessions: 99,
        status: 'paid',
        reference: 'EB-AAAA-AAAA',
        coach: otherCoach,
        owner: people.editor.user.id,
        expiresAt: '2000-01-01T00:00:00.000Z',
        checkoutUrl: 'https://evil.example/pay',
      },
    })
    expect(placed.status).toBe(201)
    const { doc } = (await placed.json()) as { doc: Order }
    const stored = await reload(doc.id)
    expect(stored).toMatchObject({
      owner: people.student.user.id,
      package: essay,
      coach,
      lines: [
        { description: '文书套餐', amount: 1280 },
        { description: '服务费', amount: 99.5 },
      ],
      amount: 1379.5,
      currency: 'CNY',
      sessions: 3,
      paymentMethod: 'bank-transfer',
      status: 'awaiting-payment',
      locale: 'zh',
      paidAt: null,
    })
    expect(stored.checkoutUrl ?? null).toBeNull()
    expect(stored.reference).toMatch(referencePattern)
    expect(stored.reference).not.toBe('EB-AAAA-AAAA')
    // Five days to pay, as the site settings say.
    const expires = new Date(stored.expiresAt!).getTime()
    expect(expires).toBeGreaterThanOrEqual(before + 5 * DAY)
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * DAY)

    // The same over GraphQL (its input requires a status): the price and status sent are not the order's.
    const graphql = await api.graphqlAnswer<{
      data: { createOrder: { id: number } }
      errors?: { message: string }[]
    }>(`mutation ($data: mutationOrderInput!) { createOrder(data: $data) { id } }`, {
      token: people.student.token,
      variables: {
        data: {
          package: essay,
          paymentMethod: 'bank_transfer',
          status: 'paid',
          amount: 1,
          sessions: 99,
        },
      },
    })
    expect(graphql.errors).toBeUndefined()
    expect(await reload(graphql.data.createOrder.id)).toMatchObject({
      amount: 1379.5,
      sessions: 3,
      status: 'awaiting-payment',
      owner: people.student.user.id,
    })
  })

  it('gives a package without a fee one line, in the language ordered in; three days to pay unless the settings say', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { payments: { bankTransferDays: null } },
    })
    try {
      const member = (await createUser(payload, ['student'])).user
      const before = Date.now()
      const placed = await order(member, lite, 'bank-transfer', 'en')
      expect(placed).toMatchObject({
        lines: [{ description: 'Essay check', amount: 500 }],
        amount: 500,
        currency: 'USD',
        sessions: 2,
        locale: 'en',
      })
      const expires = new Date(placed.expiresAt!).getTime()
      expect(expires).toBeGreaterThanOrEqual(before + 3 * DAY)
      expect(expires).toBeLessThanOrEqual(Date.now() + 3 * DAY)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { payments: { bankTransferDays: 5 } },
      })
    }
  })

  it('refuses Stripe while either of its secrets is missing, in the request’s language, and a draft package', async () => {
    const saved = [process.env.STRIPE_SECRET_KEY, process.env.STRIPE_WEBHOOK_SECRET]
    const member = await createSignedInUser(payload, ['student'])
    try {
      delete process.env.STRIPE_SECRET_KEY
      delete process.env.STRIPE_WEBHOOK_SECRET
      const zh = await api.rest('POST', '/api/orders?locale=zh', {
        token: member.token,
        body: { package: essay, paymentMethod: 'stripe' },
      })
      expect(await restError(zh)).toEqual({
        status: 400,
        message: '暂不支持银行卡、支付宝或微信支付，请选择银行转账。',
      })
      // A key without the webhook's secret: nobody would hear of the payment.
      process.env.STRIPE_SECRET_KEY = 'sk_test_orders'
      expect(await failure(order(member.user, essay, 'stripe', 'en'))).toEqual({
        status: 400,
        message:
          'Paying by card, Alipay or WeChat Pay is not available at the moment. Choose a bank transfer.',
      })
    } finally {
      for (const [name, value] of [
        ['STRIPE_SECRET_KEY', saved[0]],
        ['STRIPE_WEBHOOK_SECRET', saved[1]],
      ] as const)
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
    }
    const draft = await payload.create({
      collection: 'packages',
      data: {
        slug: `orders-draft-${Date.now()}`,
        title: 'Draft',
        category: 'admissions',
        startingAt: 1,
        _status: 'draft',
      } as never,
      draft: true,
    })
    try {
      expect(await failure(order(member.user, draft.id))).toEqual({
        status: 400,
        message: '该套餐已不再提供，无法订购。',
      })
    } finally {
      await payload.delete({ collection: 'packages', id: draft.id })
    }
    const { totalDocs } = await payload.count({
      collection: 'orders',
      where: { owner: { equals: member.user.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('leaves three of twenty orders placed at once by one member unpaid, the others refused (409); a cancelled one makes room', async () => {
    const member = (await createUser(payload, ['student'])).user
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => failure(order(member))))
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3)
    const refusals = outcomes.filter(Boolean)
    expect(refusals).toHaveLength(17)
    for (const refusal of refusals)
      expect(refusal).toEqual({
        status: 409,
        message: '您已有三个待付款订单。请先付款或取消其中一个，再下新订单。',
      })
    const { docs } = await payload.find({
      collection: 'orders',
      where: { owner: { equals: member.id } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.status)).toEqual([
      'awaiting-payment',
      'awaiting-payment',
      'awaiting-payment',
    ])
    await move(member, docs[0]!.id, 'cancelled')
    expect((await order(member)).status).toBe('awaiting-payment')
    expect(await failure(order(member, lite, 'bank-transfer', 'en'))).toEqual({
      status: 409,
      message:
        'You have three orders awaiting payment. Pay or cancel one of them before ordering again.',
    })
  }, 60_000)
})

describe('an order’s status', () => {
  it('lets its member only cancel it before it is paid, and no other member touch it (403)', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const placed = await order(member.user)
    const patch = (token: string, body: object) =>
      api.rest('PATCH', `/api/orders/${placed.id}?locale=zh`, { token, body })
    const onlyCancel = { status: 403, message: '您只能取消自己的订单，且仅限付款之前。' }
    expect(await restError(await patch(member.token, { status: 'paid' }))).toEqual(onlyCancel)
    expect(await restError(await patch(member.token, { paymentMethod: 'stripe' }))).toEqual(
      onlyCancel,
    )
    const stranger = await createSignedInUser(payload, ['student'])
    expect((await patch(stranger.token, { status: 'cancelled' })).status).toBe(403)
    expect((await reload(placed.id)).status).toBe('awaiting-payment')

    const cancelled = await patch(member.token, { status: 'cancelled' })
    expect(cancelled.status).toBe(200)
    const stored = await reload(placed.id)
    expect(stored.status).toBe('cancelled')
    expect(stored.cancelledAt).toEqual(expect.any(String))
    expect(await restError(await patch(member.token, { status: 'awaiting-payment' }))).toEqual(
      onlyCancel,
    )
    // Nothing was paid or refunded: no money moved.
    expect(await transactionsOf(placed.id)).toEqual([])
  })

  it('lets staff mark paid, cancelled, expired and refunded along the allowed moves only (409 otherwise)', async () => {
    const { editor, admin } = people
    const member = (await createUser(payload, ['student'])).user
    const statusMove = (from: string, to: string) => ({
      status: 409,
      message: `状态为“${from}”的订单不能改为“${to}”。`,
    })

    const first = await order(member)
    expect(await failure(move(editor.user, first.id, 'refunded'))).toEqual(
      statusMove('待付款', '已退款'),
    )
    await move(editor.user, first.id, 'expired')
    expect(await failure(move(editor.user, first.id, 'cancelled'))).toEqual(
      statusMove('已过期（未付款）', '已取消'),
    )
    // A transfer that arrived after the order lapsed.
    const paid = await move(admin.user, first.id, 'paid')
    expect(paid.paidAt).toEqual(expect.any(String))
    expect(await failure(move(editor.user, first.id, 'awaiting-payment'))).toEqual(
      statusMove('已付款', '待付款'),
    )
    const refunded = await move(editor.user, first.id, 'refunded')
    expect(refunded.refundedAt).toEqual(expect.any(String))
    expect(await failure(move(editor.user, first.id, 'paid'))).toEqual(
      statusMove('已退款', '已付款'),
    )
    const ledger = await transactionsOf(first.id)
    expect(
      ledger.map(({ kind, provider, amount, currency, recordedBy, reference }) => ({
        kind,
        provider,
        amount,
        currency,
        recordedBy,
        reference,
      })),
    ).toEqual([
      {
        kind: 'payment',
        provider: 'bank-transfer',
        amount: 1379.5,
        currency: 'CNY',
        recordedBy: admin.user.id,
        reference: null,
      },
      {
        kind: 'refund',
        provider: 'bank-transfer',
        amount: 1379.5,
        currency: 'CNY',
        recordedBy: editor.user.id,
        reference: null,
      },
    ])

    const second = await order(member)
    await move(editor.user, second.id, 'cancelled')
    expect((await move(editor.user, second.id, 'paid')).status).toBe('paid')
    // A coach's account is no staff, nor the order's member.
    const coachAccount = (await createUser(payload, ['coach'])).user
    const third = await order(member)
    expect((await failure(move(coachAccount, third.id, 'paid')))?.status).toBe(403)
    expect((await reload(third.id)).status).toBe('awaiting-payment')
  })

  it('mails a bank transfer’s instructions when placed; marked paid by staff it is recorded, audited and mailed in the order’s language', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const placed = await order(member.user)
    expect(await queuedFor('sendOrderMail', placed.id)).toEqual(['placed'])
    await runMailQueue()
    const [placedMail] = mailsTo(member.email)
    expect(placedMail!.subject).toMatch(new RegExp(`^您的订单 ${placed.reference}：付款方式 – `))
    expect(placedMail!.text).toContain(`订单号：${placed.reference}`)
    expect(placedMail!.text).toContain(`并在转账附言中填写订单号 ${placed.reference}`)
    expect(placedMail!.text).toContain(instructions.zh)
    expect(placedMail!.text).toContain(`/zh/user/orders/${placed.id}`)

    const marked = await api.rest('PATCH', `/api/orders/${placed.id}`, {
      token: people.editor.token,
      body: { status: 'paid' },
    })
    expect(marked.status).toBe(200)
    const [payment] = await transactionsOf(placed.id)
    expect(payment).toMatchObject({
      kind: 'payment',
      provider: 'bank-transfer',
      amount: 1379.5,
      currency: 'CNY',
      recordedBy: people.editor.user.id,
    })
    const audit = await payload.find({
      collection: 'audit-entries',
      where: {
        event: { equals: 'order-status' },
        targetCollection: { equals: 'orders' },
        targetId: { equals: String(placed.id) },
      },
      depth: 0,
    })
    expect(
      audit.docs.map(({ actor, member: whose, details }) => ({ actor, whose, details })),
    ).toEqual([
      {
        actor: people.editor.user.id,
        whose: member.user.id,
        details: { from: 'awaiting-payment', to: 'paid' },
      },
    ])
    expect(await queuedFor('sendOrderMail', placed.id)).toEqual(['paid'])
    await runMailQueue()
    const paidMail = mailsTo(member.email).find((mail) => mail.subject?.startsWith('已付款'))
    expect(paidMail!.subject).toMatch(new RegExp(`^已付款：您的订单 ${placed.reference} – `))
    expect(paidMail!.text).toContain(
      `我们已收到您为文书套餐支付的 ¥1,380（订单号 ${placed.reference}）`,
    )
  })
})

describe('a package’s sessions', () => {
  it('are booked against the member’s own order, for its coach: none without one', async () => {
    const member = (await createUser(payload, ['student'])).user
    expect(await failure(bookSession(member, daysAheadAt(2, 9)))).toEqual({
      status: 403,
      message: '套餐课时需在订购套餐后预约。',
    })
    const someoneElses = await order((await createUser(payload, ['student'])).user)
    expect(await failure(bookSession(member, daysAheadAt(2, 9), someoneElses.id))).toEqual({
      status: 403,
      message: '套餐课时需在订购套餐后预约。',
    })
    const own = await order(member)
    expect(await failure(bookSession(member, daysAheadAt(2, 9), own.id, otherCoach))).toEqual({
      status: 400,
      message: '该订单属于另一位导师的套餐。',
    })
    await move(people.editor.user, own.id, 'cancelled')
    expect(await failure(bookSession(member, daysAheadAt(2, 9), own.id))).toEqual({
      status: 409,
      message: '该订单尚未付款，无法预约课时。',
    })
  })

  it('holds only the first session of an unpaid order, silently; paid, it is booked and told, then the rest up to the sessions included', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member)
    // Not before the order can lapse (five days to pay here): the time would pass unpaid.
    expect(await failure(bookSession(member, daysAheadAt(3, 9), placed.id))).toEqual({
      status: 409,
      message: '订单付款前，只能暂留付款截止时间之后的时段。如需更早的时间，请先付款。',
    })
    const held = await bookSession(member, daysAheadAt(27, 9), placed.id)
    expect(held.status).toBe('awaiting-payment')
    expect(held.order).toBe(placed.id)
    expect(held.endsAt).toBe(new Date(daysAheadAt(27, 9).getTime() + 60 * 60_000).toISOString())
    expect(await queuedFor('sendBookingMail', held.id)).toEqual([])
    expect(await queuedFor('sendBookingReminder', held.id)).toEqual([])
    expect(await failure(bookSession(member, daysAheadAt(27, 11), placed.id))).toEqual({
      status: 409,
      message: '付款前只能暂留第一节课时，付款后即可预约其余课时。',
    })
    // The held time is taken for everyone else.
    const other = (await createUser(payload, ['student'])).user
    expect(
      await failure(
        payload.create({
          collection: 'bookings',
          data: { coach, startsAt: daysAheadAt(27, 9).toISOString() } as never,
          user: other,
          overrideAccess: false,
          locale: 'zh',
        }),
      ),
    ).toEqual({ status: 409, message: '该时间刚刚已被预约，请选择其他时间。' })

    await move(people.editor.user, placed.id, 'paid')
    expect((await booking(held.id)).status).toBe('confirmed')
    expect(await queuedFor('sendBookingMail', held.id)).toEqual(['booked'])
    expect(await queuedFor('sendBookingReminder', held.id)).toEqual(['day', 'hour'])
    await runMailQueue()
    expect(mailsTo(member.email).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Booked: your session with Booking coach – /),
    )

    const second = await bookSession(member, daysAheadAt(27, 11), placed.id)
    const third = await bookSession(member, daysAheadAt(27, 13), placed.id)
    expect([second.status, third.status]).toEqual(['confirmed', 'confirmed'])
    expect(await failure(bookSession(member, daysAheadAt(27, 15), placed.id))).toEqual({
      status: 409,
      message: '该订单的课时已全部预约。',
    })
    // A cancelled session gives its place back.
    await payload.update({
      collection: 'bookings',
      id: third.id,
      data: { status: 'cancelled' },
      user: member,
      overrideAccess: false,
    })
    expect((await bookSession(member, daysAheadAt(27, 15), placed.id)).status).toBe('confirmed')
  })

  it('frees the held time when the order expires (mailed) or its member cancels it', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const lapsing = await order(member.user)
    const held = await bookSession(member.user, daysAheadAt(28, 9), lapsing.id)
    await pool().query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      lapsing.id,
    ])
    expect(await expireUnpaidOrders(payload)).toBe(1)
    const expired = await reload(lapsing.id)
    expect(expired.status).toBe('expired')
    expect(expired.cancelledAt).toEqual(expect.any(String))
    expect((await booking(held.id)).status).toBe('cancelled')
    // The hold lapsing is told in the order's own mail, not the booking's.
    expect(await queuedFor('sendBookingMail', held.id)).toEqual([])
    expect(await queuedFor('sendOrderMail', lapsing.id)).toEqual(['expired', 'placed'])
    await runMailQueue()
    const expiredMail = mailsTo(member.email).find((mail) => mail.subject?.startsWith('已过期'))
    expect(expiredMail!.subject).toMatch(new RegExp(`^已过期：您的订单 ${lapsing.reference} – `))
    expect(expiredMail!.text).toContain(`您的订单 ${lapsing.reference}（文书套餐）未在期限内付款`)

    const someoneElse = (await createUser(payload, ['student'])).user
    const freed = await payload.create({
      collection: 'bookings',
      data: { coach, startsAt: daysAheadAt(28, 9).toISOString() } as never,
      user: someoneElse,
      overrideAccess: false,
    })
    expect(freed.status).toBe('confirmed')

    const dropped = await order(member.user)
    const alsoHeld = await bookSession(member.user, daysAheadAt(28, 12), dropped.id)
    await move(member.user, dropped.id, 'cancelled')
    expect((await booking(alsoHeld.id)).status).toBe('cancelled')
    expect(
      (await bookSession(member.user, daysAheadAt(28, 12), (await order(member.user)).id)).status,
    ).toBe('awaiting-payment')
  })

  it('gives twenty sessions booked at once against a paid order of three sessions three', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member)
    await move(people.editor.user, placed.id, 'paid')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, day) =>
        failure(bookSession(member, daysAheadAt(7 + day, 16), placed.id)),
      ),
    )
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3)
    for (const refusal of outcomes.filter(Boolean))
      expect(refusal).toEqual({ status: 409, message: '该订单的课时已全部预约。' })
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { order: { equals: placed.id } },
    })
    expect(totalDocs).toBe(3)
  }, 60_000)

  it('lets no other booking take an order’s sessions: a free consultation naming someone else’s order carries none', async () => {
    const owner = (await createUser(payload, ['student'])).user
    const placed = await order(owner, lite)
    await move(people.editor.user, placed.id, 'paid')
    const intruder = (await createUser(payload, ['student'])).user
    expect(
      await failure(
        payload.create({
          collection: 'bookings',
          data: { coach, startsAt: daysAheadAt(8, 9).toISOString(), order: placed.id } as never,
          user: intruder,
          overrideAccess: false,
        }),
      ),
    ).toEqual({ status: 400, message: 'Only a package’s sessions are booked against an order.' })
    // Its member books both its sessions, and only theirs are the order's.
    expect(await failure(bookSession(owner, daysAheadAt(8, 11), placed.id))).toBeNull()
    expect(await failure(bookSession(owner, daysAheadAt(8, 13), placed.id))).toBeNull()
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { order: { equals: placed.id }, owner: { equals: intruder.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('cancels a refunded order’s upcoming sessions', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member)
    await move(people.editor.user, placed.id, 'paid')
    const sessions = [
      await bookSession(member, daysAheadAt(5, 9), placed.id),
      await bookSession(member, daysAheadAt(5, 11), placed.id),
    ]
    await move(people.editor.user, placed.id, 'refunded')
    for (const session of sessions) expect((await booking(session.id)).status).toBe('cancelled')
    expect((await transactionsOf(placed.id)).map((t) => t.kind)).toEqual(['payment', 'refund'])
    expect(await queuedFor('sendOrderMail', placed.id)).toEqual(['paid', 'placed', 'refunded'])
  })
})

/** A Stripe stand-in on 127.0.0.1: every call it heard (form body parsed), answered by `answer`. */
type StripeCall = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: URLSearchParams
}
const stripeCalls: StripeCall[] = []
let stripeAnswer: (call: StripeCall) => { status: number; body: object } = () => ({
  status: 500,
  body: {},
})
const stripeServer = http.createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const call = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: new URLSearchParams(Buffer.concat(chunks).toString()),
    }
    stripeCalls.push(call)
    const { status, body } = stripeAnswer(call)
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' })
    response.end(JSON.stringify(body))
  })
})

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_orders',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_orders',
  STRIPE_API_URL: '',
  STRIPE_PAYMENT_METHODS: undefined as string | undefined,
}
const envBefore: Record<string, string | undefined> = {}
const signer = new Stripe('sk_test_x')

type StripeEventBody = { id: string; type: string; data: { object: Record<string, unknown> } }
const stripeEvent = (type: string, object: Record<string, unknown>): StripeEventBody =>
  ({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }) as StripeEventBody
const completed = (placed: Order, paymentIntent: string) =>
  stripeEvent('checkout.session.completed', {
    id: placed.stripe?.checkoutSession ?? `cs_test_${placed.id}`,
    object: 'checkout.session',
    client_reference_id: String(placed.id),
    payment_status: 'paid',
    status: 'complete',
    payment_intent: paymentIntent,
    amount_total: 137950,
    currency: 'cny',
    metadata: { orderId: String(placed.id) },
  })
const sessionExpired = (placed: Order, session: string) =>
  stripeEvent('checkout.session.expired', {
    id: session,
    object: 'checkout.session',
    client_reference_id: String(placed.id),
    payment_status: 'unpaid',
    status: 'expired',
    metadata: { orderId: String(placed.id) },
  })
/** Delivers an event to the webhook as Stripe would, signed with `secret` at `timestamp`. */
const deliver = (
  event: StripeEventBody,
  {
    secret = stripeEnv.STRIPE_WEBHOOK_SECRET,
    timestamp,
    signature,
  }: {
    secret?: string
    timestamp?: number
    signature?: string | null
  } = {},
) => {
  const header =
    signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret,
          ...(timestamp ? { timestamp } : {}),
        })
      : signature
  return api.rest('POST', '/api/orders/stripe-webhook', {
    body: event,
    headers: header === null ? {} : { 'stripe-signature': header },
  })
}
const outcomeOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}
const eventRows = async (eventId: string) =>
  (
    await pool().query<{ type: string; order_id: number | null }>(
      `SELECT type, order_id FROM payment_events WHERE event_id = $1`,
      [eventId],
    )
  ).rows

describe('Stripe', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve))
    stripeEnv.STRIPE_API_URL = `http://127.0.0.1:${(stripeServer.address() as { port: number }).port}`
    for (const [name, value] of Object.entries(stripeEnv)) {
      envBefore[name] = process.env[name]
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
  afterAll(async () => {
    for (const [name, value] of Object.entries(envBefore))
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    await new Promise<void>((resolve) => stripeServer.close(() => resolve()))
  })
  afterEach(() => {
    stripeCalls.splice(0)
  })

  it('opens Checkout with the order’s own lines, the member’s language and address, card, Alipay and WeChat Pay, ending by the order’s deadline', async () => {
    const { user: member, token } = await createSignedInUser(payload, ['student'])
    const placed = await order(member, essay, 'stripe')
    expect(placed.expiresAt).toBeDefined()
    const expiresAt = Math.floor(new Date(placed.expiresAt!).getTime() / 1000)
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(59 * 60)
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(60 * 60)
    // A Stripe order waits on Stripe's page: no bank instructions are mailed.
    expect(await queuedFor('sendOrderMail', placed.id)).toEqual([])
    stripeAnswer = () => ({
      status: 200,
      body: {
        id: `cs_test_${placed.id}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/cs_test_${placed.id}`,
      },
    })
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    const url = await startCheckout(req, placed, { email: member.email, locale: 'zh' })
    expect(url).toBe(`https://checkout.stripe.test/c/pay/cs_test_${placed.id}`)

    expect(stripeCalls).toHaveLength(1)
    const [call] = stripeCalls
    expect(call!.method).toBe('POST')
    expect(call!.path).toBe('/v1/checkout/sessions')
    expect(call!.headers.authorization).toBe('Bearer sk_test_orders')
    expect(call!.headers['idempotency-key']).toMatch(new RegExp(`^checkout-order-${placed.id}-`))
    const body = call!.body
    const methods = [...body.entries()]
      .filter(([key]) => key.startsWith('allowed_payment_method_types['))
      .map(([, value]) => value)
    expect(methods).toEqual(['card', 'alipay', 'wechat_pay'])
    expect({
      mode: body.get('mode'),
      client_reference_id: body.get('client_reference_id'),
      orderId: body.get('metadata[orderId]'),
      reference: body.get('metadata[reference]'),
      customer_email: body.get('customer_email'),
      locale: body.get('locale'),
      wechat: body.get('payment_method_options[wechat_pay][client]'),
      lines: [0, 1].map((i) => ({
        currency: body.get(`line_items[${i}][price_data][currency]`),
        unit_amount: body.get(`line_items[${i}][price_data][unit_amount]`),
        name: body.get(`line_items[${i}][price_data][product_data][name]`),
        quantity: body.get(`line_items[${i}][quantity]`),
      })),
      thirdLine: body.get('line_items[2][price_data][unit_amount]'),
    }).toEqual({
      mode: 'payment',
      client_reference_id: String(placed.id),
      orderId: String(placed.id),
      reference: placed.reference,
      customer_email: member.email,
      locale: 'zh',
      wechat: 'web',
      lines: [
        { currency: 'cny', unit_amount: '128000', name: '文书套餐', quantity: '1' },
        { currency: 'cny', unit_amount: '9950', name: '服务费', quantity: '1' },
      ],
      thirdLine: null,
    })
    const endsAt = Number(body.get('expires_at'))
    expect(endsAt).toBeLessThanOrEqual(expiresAt)
    expect(endsAt - Date.now() / 1000).toBeGreaterThan(30 * 60)
    expect(body.get('success_url')).toMatch(new RegExp(`/zh/user/orders/${placed.id}\\?paid=1$`))
    expect(body.get('cancel_url')).toMatch(new RegExp(`/zh/user/orders/${placed.id}$`))

    const stored = await reload(placed.id)
    expect(stored.checkoutUrl).toBe(url)
    expect(stored.stripe?.checkoutSession).toBe(`cs_test_${placed.id}`)
    // Its member goes back to the page; Stripe's ids are for staff.
    const seen = (await (
      await api.rest('GET', `/api/orders/${placed.id}`, { token })
    ).json()) as Order
    expect(seen.checkoutUrl).toBe(url)
    expect(seen.stripe).toBeUndefined()
  })

  it('opens no page for an order within 31 minutes of its end, nor for one no longer awaiting payment', async () => {
    const member = (await createUser(payload, ['student'])).user
    const closing = await order(member, essay, 'stripe')
    await pool().query(
      `UPDATE orders SET expires_at = now() + interval '20 minutes' WHERE id = $1`,
      [closing.id],
    )
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    const options = { email: member.email, locale: 'en' } as const
    expect(await startCheckout(req, await reload(closing.id), options)).toBeNull()
    const cancelled = await order(member, essay, 'stripe')
    await move(member, cancelled.id, 'cancelled')
    expect(await startCheckout(req, await reload(cancelled.id), options)).toBeNull()
    expect(stripeCalls).toEqual([])
    expect((await reload(closing.id)).checkoutUrl ?? null).toBeNull()
  })

  it('refuses a webhook call without a valid, recent signature (400), and changes nothing', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member, essay, 'stripe')
    const event = completed(placed, 'pi_test_forged')
    const tampered = { ...event, data: { object: { ...event.data.object, amount_total: 1 } } }
    const tamperedSignature = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: stripeEnv.STRIPE_WEBHOOK_SECRET,
    })
    for (const response of [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: 'garbage' }),
      await deliver(tampered as StripeEventBody, { signature: tamperedSignature }),
    ]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Invalid signature' })
    }
    // Without Stripe configured, even a well-signed event is refused.
    delete process.env.STRIPE_SECRET_KEY
    try {
      expect((await deliver(event)).status).toBe(400)
    } finally {
      process.env.STRIPE_SECRET_KEY = stripeEnv.STRIPE_SECRET_KEY
    }
    expect((await reload(placed.id)).status).toBe('awaiting-payment')
    expect(await transactionsOf(placed.id)).toEqual([])
    expect(await eventRows(event.id)).toEqual([])
  })

  it('marks the order paid once per event: the payment recorded with its intent, a replay a duplicate', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member, essay, 'stripe')
    const held = await bookSession(member, daysAheadAt(6, 9), placed.id)
    const event = completed(placed, 'pi_test_paid_once')
    expect(await outcomeOf(await deliver(event))).toBe('handled')
    const paid = await reload(placed.id)
    expect(paid.status).toBe('paid')
    expect(paid.paidAt).toEqual(expect.any(String))
    expect(paid.stripe?.paymentIntent).toBe('pi_test_paid_once')
    expect((await booking(held.id)).status).toBe('confirmed')
    expect(await outcomeOf(await deliver(event))).toBe('duplicate')
    const ledger = await transactionsOf(placed.id)
    expect(
      ledger.map(({ kind, provider, amount, currency, reference, stripeEvent, recordedBy }) => ({
        kind,
        provider,
        amount,
        currency,
        reference,
        stripeEvent,
        recordedBy,
      })),
    ).toEqual([
      {
        kind: 'payment',
        provider: 'stripe',
        amount: 1379.5,
        currency: 'CNY',
        reference: 'pi_test_paid_once',
        stripeEvent: event.id,
        recordedBy: null,
      },
    ])
    expect(await eventRows(event.id)).toEqual([
      { type: 'checkout.session.completed', order_id: placed.id },
    ])
    // The system marked it: no staff member's audit entry.
    const audit = await payload.count({
      collection: 'audit-entries',
      where: { event: { equals: 'order-status' }, targetId: { equals: String(placed.id) } },
    })
    expect(audit.totalDocs).toBe(0)
    expect(await queuedFor('sendOrderMail', placed.id)).toEqual(['paid'])
  })

  it('applies twenty simultaneous deliveries of one event once', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member, essay, 'stripe')
    const event = completed(placed, 'pi_test_burst')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => outcomeOf(await deliver(event))),
    )
    expect(outcomes.filter((outcome) => outcome === 'handled')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)
    expect(await transactionsOf(placed.id)).toHaveLength(1)
    expect(await eventRows(event.id)).toHaveLength(1)
    expect((await reload(placed.id)).status).toBe('paid')
  }, 60_000)

  it('expires an order whose current page expired, marks it paid when the money comes anyway, and keeps it paid when a late expiry follows', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member, essay, 'stripe')
    await pool().query(`UPDATE orders SET stripe_checkout_session = $1 WHERE id = $2`, [
      `cs_test_current_${placed.id}`,
      placed.id,
    ])
    // An older page of the order expiring says nothing.
    expect(await outcomeOf(await deliver(sessionExpired(placed, 'cs_test_older')))).toBe('ignored')
    expect((await reload(placed.id)).status).toBe('awaiting-payment')
    expect(
      await outcomeOf(await deliver(sessionExpired(placed, `cs_test_current_${placed.id}`))),
    ).toBe('handled')
    expect((await reload(placed.id)).status).toBe('expired')

    const current = await reload(placed.id)
    expect(await outcomeOf(await deliver(completed(current, 'pi_test_late')))).toBe('handled')
    expect((await reload(placed.id)).status).toBe('paid')
    expect(
      await outcomeOf(await deliver(sessionExpired(placed, `cs_test_current_${placed.id}`))),
    ).toBe('handled')
    const after = await reload(placed.id)
    expect(after.status).toBe('paid')
    expect(after.stripe?.paymentIntent).toBe('pi_test_late')
    expect((await transactionsOf(placed.id)).map((t) => t.kind)).toEqual(['payment'])
  })

  it('refunds on a full charge.refunded (found by its payment intent), not on a partial one', async () => {
    const member = (await createUser(payload, ['student'])).user
    const placed = await order(member, essay, 'stripe')
    await outcomeOf(await deliver(completed(placed, 'pi_test_refund_event')))
    const charge = (refunded: number) =>
      stripeEvent('charge.refunded', {
        id: 'ch_test_refund_event',
        object: 'charge',
        amount: 137950,
        amount_refunded: refunded,
        currency: 'cny',
        payment_intent: 'pi_test_refund_event',
        metadata: {},
      })
    expect(await outcomeOf(await deliver(charge(50000)))).toBe('ignored')
    expect((await reload(placed.id)).status).toBe('paid')
    const full = charge(137950)
    expect(await outcomeOf(await deliver(full))).toBe('handled')
    const refunded = await reload(placed.id)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refundedAt).toEqual(expect.any(String))
    const [, refund] = await transactionsOf(placed.id)
    expect(refund).toMatchObject({
      kind: 'refund',
      provider: 'stripe',
      amount: 1379.5,
      currency: 'CNY',
      reference: 'pi_test_refund_event',
      stripeEvent: full.id,
    })
    expect(await transactionsOf(placed.id)).toHaveLength(2)
    // No call went to Stripe: it told us.
    expect(stripeCalls).toEqual([])
  })

  it('refunds a Stripe payment at Stripe when staff mark it refunded; Stripe refusing leaves it paid (409)', async () => {
    const member = (await createUser(payload, ['student'])).user
    const refundable = await order(member, essay, 'stripe')
    await outcomeOf(await deliver(completed(refundable, 'pi_test_staff_refund')))
    stripeAnswer = () => ({
      status: 200,
      body: { id: 're_test_1', object: 'refund', status: 'succeeded' },
    })
    const done = await api.rest('PATCH', `/api/orders/${refundable.id}?locale=zh`, {
      token: people.editor.token,
      body: { status: 'refunded' },
    })
    expect(done.status).toBe(200)
    expect(stripeCalls.map((call) => [call.method, call.path])).toEqual([['POST', '/v1/refunds']])
    expect(stripeCalls[0]!.body.get('payment_intent')).toBe('pi_test_staff_refund')
    expect(stripeCalls[0]!.body.get('metadata[orderId]')).toBe(String(refundable.id))
    expect(stripeCalls[0]!.headers['idempotency-key']).toBe(`refund-order-${refundable.id}`)
    expect((await reload(refundable.id)).status).toBe('refunded')
    expect(await transactionsOf(refundable.id)).toEqual([
      expect.objectContaining({ kind: 'payment' }),
      expect.objectContaining({
        kind: 'refund',
        provider: 'stripe',
        amount: 1379.5,
        recordedBy: people.editor.user.id,
      }),
    ])
    // Stripe's own word of the refund that follows changes nothing more.
    const echo = stripeEvent('charge.refunded', {
      id: 'ch_test_staff_refund',
      object: 'charge',
      amount: 137950,
      amount_refunded: 137950,
      currency: 'cny',
      payment_intent: 'pi_test_staff_refund',
      metadata: { orderId: String(refundable.id) },
    })
    expect(await outcomeOf(await deliver(echo))).toBe('handled')
    expect(await transactionsOf(refundable.id)).toHaveLength(2)

    stripeCalls.splice(0)
    const stubborn = await order(member, essay, 'stripe')
    await outcomeOf(await deliver(completed(stubborn, 'pi_test_refused_refund')))
    stripeAnswer = () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Charge already refunded.' } },
    })
    const refused = await api.rest('PATCH', `/api/orders/${stubborn.id}?locale=zh`, {
      token: people.editor.token,
      body: { status: 'refunded' },
    })
    expect(await restError(refused)).toEqual({
      status: 409,
      message: 'Stripe 未能完成退款，订单未作更改。请重试，或在 Stripe 后台办理退款。',
    })
    expect(stripeCalls.map((call) => call.body.get('payment_intent'))).toEqual([
      'pi_test_refused_refund',
    ])
    expect((await reload(stubborn.id)).status).toBe('paid')
    expect((await transactionsOf(stubborn.id)).map((t) => t.kind)).toEqual(['payment'])
  })
})

describe('what orders keep', () => {
  it('keeps a package or a coach that was ordered (409)', async () => {
    const lonelyCoach = await coachWithHours(payload)
    const ordered = await coachPackage(payload, lonelyCoach)
    await order((await createUser(payload, ['student'])).user, ordered)
    const packageGone = await api.rest('DELETE', `/api/packages/${ordered}?locale=zh`, {
      token: people.admin.token,
    })
    expect(await restError(packageGone)).toEqual({
      status: 409,
      message: '该套餐已有订单，不能删除，请改为取消发布。',
    })
    // The coach has no booking, only the order.
    const coachGone = await api.rest('DELETE', `/api/coaches/${lonelyCoach}?locale=zh`, {
      token: people.admin.token,
    })
    expect(await restError(coachGone)).toEqual({
      status: 409,
      message:
        '该导师已有预约，无法删除资料：这些预约是学生的课程记录。如需下线，请取消发布该资料。',
    })
    expect(await payload.findByID({ collection: 'packages', id: ordered, depth: 0 })).toBeTruthy()
  })

  it('lists a member’s orders and their payments in their data; erased, the unpaid go and a paid one stays without them', async () => {
    const member = (await createUser(payload, ['student'])).user
    const unpaid = await order(member)
    const paid = await order(member, lite, 'bank-transfer', 'en')
    await move(people.editor.user, paid.id, 'paid')
    await pool().query(
      `UPDATE orders SET checkout_url = 'https://checkout.stripe.test/x' WHERE id = $1`,
      [paid.id],
    )
    const [payment] = (await transactionsOf(paid.id)) as Transaction[]

    const data = await memberData(payload, member.id)
    expect(data.documents.orders!.map((doc) => doc.id).sort()).toEqual([unpaid.id, paid.id].sort())
    expect(data.documents.transactions!.map((doc) => doc.id)).toEqual([payment!.id])

    await eraseAccount(payload, member.id)
    expect(
      await payload.findByID({ collection: 'orders', id: unpaid.id, disableErrors: true }),
    ).toBeNull()
    const { rows } = await pool().query(
      `SELECT owner_id, checkout_url, reference, amount::float AS amount, currency, status, payment_method
       FROM orders WHERE id = $1`,
      [paid.id],
    )
    expect(rows).toEqual([
      {
        owner_id: null,
        checkout_url: null,
        reference: paid.reference,
        amount: 500,
        currency: 'USD',
        status: 'paid',
        payment_method: 'bank-transfer',
      },
    ])
    expect((await transactionsOf(paid.id)).map((t) => t.id)).toEqual([payment!.id])
  })
})
