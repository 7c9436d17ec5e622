import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { labelOf, type OrderStatus, orderStatuses } from '@/lib/enums'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { refundOnStripe } from '@/lib/orders/refund'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Order } from '@/payload-types'

/** The status changes staff may make (and the system, for a payment heard of after its order lapsed). */
const staffMoves: Record<OrderStatus, OrderStatus[]> = {
  'awaiting-payment': ['paid', 'cancelled', 'expired'],
  expired: ['paid'],
  cancelled: ['paid'],
  paid: ['refunded'],
  refunded: [],
}

/** When each status was reached, kept beside it. */
const stampOf: Partial<Record<OrderStatus, 'paidAt' | 'refundedAt' | 'cancelledAt'>> = {
  paid: 'paidAt',
  refunded: 'refundedAt',
  cancelled: 'cancelledAt',
  expired: 'cancelledAt',
}

/**
 * An order's status on every door. Its member may only cancel it while it awaits payment; content
 * staff mark it paid (a bank transfer arrived, even after it lapsed), refunded (a Stripe payment is
 * refunded at Stripe first: if Stripe refuses, nothing changes) or cancelled. The system (the
 * webhook, the expiry job) follows the same moves. A refunded order stays refunded.
 */
export const guardOrderChanges: CollectionBeforeChangeHook<Order> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  const from = originalDoc.status
  const to = data.status ?? from
  // The system (the webhook, the expiry job, Stripe's page kept on the order) acts as staff.
  const staff =
    !req.user || req.context.orderBySystem === true || hasRole(req.user, 'admin', 'editor')
  const owner = req.user && relationId(originalDoc.owner ?? 0) === req.user.id

  if (!staff) {
    const changed = Object.keys(data).some(
      (key) =>
        !['status', 'id', 'createdAt', 'updatedAt'].includes(key) &&
        data[key as keyof Order] !== undefined &&
        JSON.stringify(data[key as keyof Order]) !==
          JSON.stringify(originalDoc[key as keyof Order]),
    )
    if (!owner || changed || (to !== from && !(from === 'awaiting-payment' && to === 'cancelled')))
      throw changeRefusal(t('orders.errors.onlyCancel'), 403)
  }
  if (to === from) return data
  // Two marks at once (staff and Stripe's webhook, two tabs) queue here; the later one finds the
  // status moved and is refused instead of recording the payment twice.
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('orders'), ${originalDoc.id})`)
  const current = await db.execute(sql`SELECT status FROM orders WHERE id = ${originalDoc.id}`)
  if ((current.rows[0] as { status?: string } | undefined)?.status !== from)
    throw changeRefusal(t('orders.errors.changedMeanwhile'), 409)
  // Stripe's refund event may overtake its payment's: the money went back whatever the order said.
  const refundedAtStripe = to === 'refunded' && Boolean(req.context.stripeEvent)
  if (!staffMoves[from].includes(to) && !refundedAtStripe)
    throw changeRefusal(
      t('orders.errors.statusMove', {
        from: labelOf(orderStatuses, from, locale),
        to: labelOf(orderStatuses, to, locale),
      }),
      409,
    )
  // Only a payment Stripe took is refunded there; one staff recorded is refunded by hand.
  if (to === 'refunded' && originalDoc.stripe?.paymentIntent && !req.context.stripeEvent) {
    const refunded = await refundOnStripe(originalDoc)
    if (!refunded.ok) throw changeRefusal(t('orders.errors.refundFailed'), 409)
  }
  const stamp = stampOf[to]
  return { ...data, ...(stamp ? { [stamp]: new Date().toISOString() } : {}) }
}
