import type { Order } from '@/payload-types'

import { stripeClient } from './stripe'

/**
 * Refunds a Stripe payment in full. Once per order whatever the retries (Stripe's idempotency
 * key); the webhook's `charge.refunded` that follows finds the order refunded already.
 */
export async function refundOnStripe(order: Order): Promise<{ ok: true } | { ok: false }> {
  const stripe = stripeClient()
  const paymentIntent = order.stripe?.paymentIntent
  if (!stripe || !paymentIntent) return { ok: false }
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntent, metadata: { orderId: String(order.id) } },
      { idempotencyKey: `refund-order-${order.id}` },
    )
    return { ok: true }
  } catch {
    return { ok: false }
  }
}
