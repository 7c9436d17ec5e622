import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type Stripe from 'stripe'

import { drizzleFor } from '@/lib/db/transaction'
import type { OrderStatus } from '@/lib/enums'
import type { Order } from '@/payload-types'

import { fromMinorUnits } from './money'

export type EventOutcome = 'handled' | 'duplicate' | 'ignored'

/** What each event asks of its order, if anything. */
type Effect = { order: Order; to: OrderStatus; payment?: Record<string, unknown> }

/**
 * Handles one verified Stripe event exactly once: its id is inserted into payment-events in the
 * transaction that applies it, so a retry, a replay or two deliveries racing each other find it
 * there and change nothing, and a failure leaves no trace (Stripe sends it again). Events about
 * one order may come in any order: a status moves only forward (a late "expired" leaves a paid
 * order paid; a payment that arrives after its order lapsed still marks it paid: the money came).
 */
export async function handleStripeEvent(
  payload: Payload,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  await initTransaction(req)
  try {
    const db = await drizzleFor(req)
    const inserted = await db.execute(sql`
      INSERT INTO payment_events (event_id, type, updated_at, created_at)
      VALUES (${event.id}, ${event.type}, now(), now())
      ON CONFLICT (event_id) DO NOTHING RETURNING id`)
    if (!inserted.rows.length) {
      await commitTransaction(req)
      return 'duplicate'
    }
    const effect = await effectOf(req, event)
    if (effect) {
      await db.execute(
        sql`UPDATE payment_events SET order_id = ${effect.order.id} WHERE event_id = ${event.id}`,
      )
      if (movable(effect.order.status, effect.to))
        await payload.update({
          collection: 'orders',
          id: effect.order.id,
          data: {
            status: effect.to,
            ...(effect.payment?.paymentIntent
              ? {
                  stripe: {
                    ...effect.order.stripe,
                    paymentIntent: effect.payment.paymentIntent as string,
                  },
                }
              : {}),
          },
          req,
          overrideAccess: true,
          context: { stripeEvent: event.id, orderPayment: effect.payment },
        })
      else if (
        effect.to === 'paid' &&
        effect.payment?.paymentIntent !== effect.order.stripe?.paymentIntent
      )
        await recordSecondPayment(req, effect)
    }
    await commitTransaction(req)
    return effect ? 'handled' : 'ignored'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Forward moves only (a late event is simply done): paid from any unpaid status, expired from
 * awaiting payment, refunded from anything but refunded (a refund's event may overtake its payment's).
 */
const movable = (from: OrderStatus, to: OrderStatus) =>
  to === 'paid'
    ? from === 'awaiting-payment' || from === 'expired' || from === 'cancelled'
    : to === 'expired'
      ? from === 'awaiting-payment'
      : to === 'refunded' && from !== 'refunded'

async function effectOf(req: PayloadRequest, event: Stripe.Event): Promise<Effect | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      // Alipay, WeChat Pay and cards settle at once; a delayed method says so later.
      if (session.payment_status !== 'paid') return null
      const order = await orderOf(req, session.client_reference_id ?? session.metadata?.orderId)
      if (!order) return null
      const paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id
      return {
        order,
        to: 'paid',
        payment: {
          provider: 'stripe',
          reference: paymentIntent ?? session.id,
          amount: fromMinorUnits(session.amount_total ?? 0),
          currency: session.currency ?? order.currency,
          stripeEvent: event.id,
          paymentIntent,
        },
      }
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object
      const order = await orderOf(req, session.client_reference_id ?? session.metadata?.orderId)
      // Only the order's own current page: an older page of it expiring says nothing.
      if (!order || order.stripe?.checkoutSession !== session.id) return null
      return { order, to: 'expired' }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      if (charge.amount_refunded < charge.amount) return null
      const paymentIntent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id
      const order =
        (await orderOf(req, charge.metadata?.orderId)) ??
        (paymentIntent
          ? await orderBy(req, { 'stripe.paymentIntent': { equals: paymentIntent } })
          : null)
      if (!order) return null
      return {
        order,
        to: 'refunded',
        payment: {
          provider: 'stripe',
          reference: paymentIntent ?? charge.id,
          amount: fromMinorUnits(charge.amount_refunded),
          currency: charge.currency,
          stripeEvent: event.id,
        },
      }
    }
    default:
      return null
  }
}

/**
 * A second payment of an order already paid (two Stripe pages paid, one after the other): the money
 * came, so the ledger says so, and staff are left to refund it (logged for them).
 */
async function recordSecondPayment(req: PayloadRequest, { order, payment }: Effect) {
  req.payload.logger.warn({ order: order.id }, 'An order already paid was paid again: refund it')
  await req.payload.create({
    collection: 'transactions',
    data: {
      order: order.id,
      kind: 'payment',
      provider: 'stripe',
      amount: (payment?.amount as number) ?? 0,
      currency: String(payment?.currency ?? order.currency).toUpperCase() as 'USD',
      reference: (payment?.reference as string) ?? null,
      stripeEvent: (payment?.stripeEvent as string) ?? null,
    },
    req,
    overrideAccess: true,
  })
}

const orderOf = async (req: PayloadRequest, id: string | null | undefined) =>
  id && /^\d{1,10}$/.test(id) ? orderBy(req, { id: { equals: Number(id) } }) : null

async function orderBy(req: PayloadRequest, where: Record<string, unknown>) {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: where as never,
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
