import type { PayloadRequest } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Order } from '@/payload-types'

import { toMinorUnits } from './money'
import { stripeClient, stripePaymentMethods } from './stripe'

/**
 * Opens Stripe Checkout's page for an order awaiting payment: its lines at the order's own prices
 * (never the package's current ones), the member's address, the page in their language, card,
 * Alipay and WeChat Pay, the order's id to find it again, and an end no later than the order's
 * own deadline. The page's address is kept on the order so the member can go back to it.
 * Null when Stripe is not configured or refuses (the member is told to try again).
 */
export async function startCheckout(
  req: PayloadRequest,
  order: Order,
  { email, locale }: { email: string; locale: AppLocale },
): Promise<string | null> {
  const stripe = stripeClient()
  if (!stripe || order.status !== 'awaiting-payment') return null
  const orderPage = siteUrl() + localizedPath(`/user/orders/${order.id}`, locale)
  const currency = (order.currency ?? 'USD').toLowerCase()
  // Stripe keeps a page open for 30 minutes at least; an order closer to its end gets no new page.
  const endsAt = Math.floor(new Date(order.expiresAt ?? 0).getTime() / 1000)
  if (endsAt - Date.now() / 1000 < 31 * 60) return null
  const methods = stripePaymentMethods()
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: email,
        locale: locale === 'zh' ? 'zh' : 'en',
        allowed_payment_method_types: methods as never,
        ...(methods.includes('wechat_pay')
          ? { payment_method_options: { wechat_pay: { client: 'web' } } }
          : {}),
        line_items: (order.lines ?? []).map((line) => ({
          quantity: 1,
          price_data: {
            currency,
            unit_amount: toMinorUnits(line.amount),
            product_data: { name: line.description },
          },
        })),
        metadata: { orderId: String(order.id), reference: order.reference ?? '' },
        payment_intent_data: {
          description: order.reference ?? undefined,
          metadata: { orderId: String(order.id), reference: order.reference ?? '' },
        },
        expires_at: endsAt,
        success_url: `${orderPage}?paid=1`,
        cancel_url: orderPage,
      },
      {
        idempotencyKey: `checkout-order-${order.id}-${endsAt}-${order.stripe?.checkoutSession ?? ''}`,
      },
    )
    await req.payload.update({
      collection: 'orders',
      id: order.id,
      data: { checkoutUrl: session.url, stripe: { checkoutSession: session.id } },
      depth: 0,
      req,
      overrideAccess: true,
      context: { orderBySystem: true },
    })
    return session.url
  } catch (error) {
    req.payload.logger.warn({ err: error, order: order.id }, 'Stripe Checkout could not be opened')
    return null
  }
}
