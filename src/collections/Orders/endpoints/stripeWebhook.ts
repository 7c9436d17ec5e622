import type { Endpoint } from 'payload'

import { handleStripeEvent } from '@/lib/orders/stripeEvents'
import { verifiedEvent } from '@/lib/orders/stripe'

/**
 * POST /api/orders/stripe-webhook: Stripe's events, only with a valid signature (anything else is
 * a 400 and changes nothing). Each event is applied once; a failure answers 503 so Stripe retries.
 */
export const stripeWebhook: Endpoint = {
  path: '/stripe-webhook',
  method: 'post',
  handler: async (req) => {
    const body = req.text ? await req.text() : ''
    const event = verifiedEvent(body, req.headers.get('stripe-signature'))
    if (!event) return Response.json({ error: 'Invalid signature' }, { status: 400 })
    try {
      const outcome = await handleStripeEvent(req.payload, event)
      return Response.json({ received: true, outcome })
    } catch (error) {
      req.payload.logger.error(
        { err: error, event: event.id },
        'A Stripe event could not be applied',
      )
      return Response.json(
        { error: 'Try again' },
        { status: 503, headers: { 'Retry-After': '60' } },
      )
    }
  },
}
