import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { orderLines } from '@/lib/orders/orderLines'
import { orderReference } from '@/lib/orders/reference'
import { paymentDeadline } from '@/lib/orders/paymentWindow'
import { stripeConfigured } from '@/lib/orders/stripe'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Order } from '@/payload-types'

/** Orders one member may leave unpaid at once (each may hold a session's time). */
export const UNPAID_ORDERS_AT_ONCE = 3

/**
 * A new order takes everything but the package and the payment method from the package itself,
 * as published now: its price and service fee as lines, the total, the currency and the sessions
 * included, so no door can order at another price. It awaits payment until its deadline. Stripe
 * is refused while it is not configured; a member's orders queue behind a lock on the member, so
 * twenty tabs at once leave at most three unpaid.
 */
export const priceFromPackage: CollectionBeforeChangeHook<Order> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  if (data.paymentMethod === 'stripe' && !stripeConfigured())
    throw changeRefusal(t('orders.errors.stripeOff'), 400)
  const packageId = data.package ? relationId(data.package as number | { id: number }) : null
  const pkg =
    typeof packageId === 'number'
      ? await req.payload.findByID({
          collection: 'packages',
          id: packageId,
          locale,
          depth: 0,
          draft: false,
          req,
          disableErrors: true,
          overrideAccess: true,
        })
      : null
  if (!pkg || pkg._status !== 'published') throw changeRefusal(t('orders.errors.package'), 400)

  const owner = relationId(data.owner as number | { id: number })
  if (typeof owner === 'number' && req.user) {
    const db = await drizzleFor(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('orders-member'), ${owner})`)
    const { totalDocs } = await req.payload.count({
      collection: 'orders',
      where: { owner: { equals: owner }, status: { equals: 'awaiting-payment' } },
      req,
      overrideAccess: true,
    })
    if (totalDocs >= UNPAID_ORDERS_AT_ONCE)
      throw changeRefusal(t('orders.errors.tooManyUnpaid'), 409)
  }

  const { lines, total } = orderLines(pkg, locale)
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    ...data,
    reference: orderReference(),
    coach: pkg.coach ? relationId(pkg.coach) : null,
    lines,
    amount: total,
    currency: pkg.currency ?? 'USD',
    sessions: pkg.sessions ?? 0,
    status: 'awaiting-payment',
    locale,
    expiresAt: paymentDeadline(
      data.paymentMethod ?? 'bank-transfer',
      settings.payments?.bankTransferDays,
    ).toISOString(),
  }
}
