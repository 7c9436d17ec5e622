import { getPayloadClient } from '@/data/payload'
import type { AppLocale } from '@/i18n/locales'
import { HELD_BEFORE_PAYMENT } from '@/lib/orders/orderLines'
import { relationId } from '@/lib/db/relationId'
import type {
  Currency,
  OrderStatus,
  PackageCategory,
  PaymentMethod,
  TransactionKind,
} from '@/lib/enums'
import type { Coach, Order, Package, User } from '@/payload-types'

/** The most orders /user/orders lists (a member leaves at most three unpaid at once). */
const LIST_LIMIT = 50
/** An order has a payment and perhaps a refund; a correction adds a row, never many. */
const TRANSACTIONS_LIMIT = 20

/** One of the member's orders as /user/orders lists it. */
export type MyOrderSummary = {
  id: number
  reference: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  amount: number
  currency: Currency
  createdAt: string
  /** The package's title in the member's language, else as it was ordered (the first line). */
  title: string
  /** The package's page, while the member can still open it (published). */
  package: { id: number; slug: string; category: PackageCategory } | null
}

/** One of the member's orders as its own page shows it. */
export type MyOrder = MyOrderSummary & {
  lines: { description: string; amount: number }[]
  sessions: number
  /** Its sessions booked and not cancelled (held until payment, booked, held or missed). */
  booked: number
  expiresAt: string | null
  paidAt: string | null
  refundedAt: string | null
  cancelledAt: string | null
  /** The package's coach, while on the site; null for a house package (`house`) or a coach gone. */
  coach: { id: number; name: string; slug: string } | null
  house: boolean
  transactions: {
    id: number
    kind: TransactionKind
    provider: PaymentMethod
    amount: number
    currency: Currency
    at: string
  }[]
}

const summarySelect = {
  reference: true,
  status: true,
  paymentMethod: true,
  amount: true,
  currency: true,
  createdAt: true,
  package: true,
  lines: true,
} as const

const populate = {
  packages: { title: true, slug: true, category: true },
  coaches: { name: true, slug: true },
} as const

function summaryOf(order: Order): MyOrderSummary {
  const pkg = typeof order.package === 'object' ? (order.package as Package) : null
  return {
    id: order.id,
    reference: order.reference ?? '',
    status: order.status,
    paymentMethod: order.paymentMethod,
    amount: order.amount ?? 0,
    currency: order.currency ?? 'USD',
    createdAt: order.createdAt,
    title: pkg?.title ?? order.lines?.[0]?.description ?? '',
    package: pkg?.slug ? { id: pkg.id, slug: pkg.slug, category: pkg.category } : null,
  }
}

/**
 * The member's orders, newest first (at most 50), with their packages in the member's language.
 * Read as the member: per request, never cached.
 */
export async function myOrders(user: User, locale: AppLocale): Promise<MyOrderSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    limit: LIST_LIMIT,
    depth: 1,
    locale,
    select: summarySelect,
    populate,
    user,
    overrideAccess: false,
  })
  return docs.map((doc) => summaryOf(doc as Order))
}

/**
 * The member's order `id` with its lines, its coach and how many of its sessions are booked, or
 * null when it is not theirs or does not exist. Read as the member.
 */
async function readOrder(
  user: User,
  id: number,
  locale: AppLocale,
): Promise<Omit<MyOrder, 'transactions'> | null> {
  const payload = await getPayloadClient()
  const [order, { totalDocs: booked }] = await Promise.all([
    payload.findByID({
      collection: 'orders',
      id,
      depth: 1,
      locale,
      select: {
        ...summarySelect,
        coach: true,
        sessions: true,
        expiresAt: true,
        paidAt: true,
        refundedAt: true,
        cancelledAt: true,
      },
      populate,
      user,
      overrideAccess: false,
      disableErrors: true,
    }),
    payload.count({
      collection: 'bookings',
      where: { order: { equals: id }, status: { not_equals: 'cancelled' } },
      user,
      overrideAccess: false,
    }),
  ])
  if (!order) return null
  const coach = typeof order.coach === 'object' ? (order.coach as Coach | null) : null
  return {
    ...summaryOf(order as Order),
    lines: (order.lines ?? []).map(({ description, amount }) => ({ description, amount })),
    sessions: order.sessions ?? 0,
    booked,
    expiresAt: order.expiresAt ?? null,
    paidAt: order.paidAt ?? null,
    refundedAt: order.refundedAt ?? null,
    cancelledAt: order.cancelledAt ?? null,
    coach: coach?.slug ? { id: coach.id, name: coach.name, slug: coach.slug } : null,
    house: relationId(order.coach) == null,
  }
}

/** The member's order `id` with its transactions (oldest first), or null when it is not theirs. */
export async function myOrder(user: User, id: number, locale: AppLocale): Promise<MyOrder | null> {
  const payload = await getPayloadClient()
  const [order, { docs }] = await Promise.all([
    readOrder(user, id, locale),
    payload.find({
      collection: 'transactions',
      where: { order: { equals: id } },
      sort: 'createdAt',
      limit: TRANSACTIONS_LIMIT,
      depth: 0,
      select: { kind: true, provider: true, amount: true, currency: true, createdAt: true },
      user,
      overrideAccess: false,
    }),
  ])
  if (!order) return null
  return {
    ...order,
    transactions: docs.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      provider: doc.provider,
      amount: doc.amount,
      currency: doc.currency,
      at: doc.createdAt,
    })),
  }
}

/**
 * How many of an order's sessions its member may book online now: the rest of them once it is
 * paid, the first one while it awaits payment (held until paid), none otherwise or without a coach.
 */
export function sessionsOpen(
  order: Pick<MyOrder, 'status' | 'sessions' | 'booked' | 'coach'>,
): number {
  if (!order.coach) return 0
  const left = Math.max(order.sessions - order.booked, 0)
  if (order.status === 'paid') return left
  if (order.status === 'awaiting-payment')
    return Math.min(left, Math.max(HELD_BEFORE_PAYMENT - order.booked, 0))
  return 0
}

/** The order a booking page books a session of, and which session it is. */
export type SessionOrder = {
  id: number
  reference: string
  title: string
  status: OrderStatus
  /** The session booked next (1 for the first) and how many the order includes. */
  next: number
  total: number
}

/**
 * The member's order `id` of this coach's package when a session of it can be booked now, or null
 * (another's, another coach's, closed, or no session left). Read as the member.
 */
export async function sessionOrder(
  user: User,
  id: number,
  coach: number,
  locale: AppLocale,
): Promise<SessionOrder | null> {
  const order = await readOrder(user, id, locale)
  if (!order || order.coach?.id !== coach || sessionsOpen(order) === 0) return null
  return {
    id: order.id,
    reference: order.reference,
    title: order.title,
    status: order.status,
    next: order.booked + 1,
    total: order.sessions,
  }
}
