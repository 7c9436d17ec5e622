import Stripe from 'stripe'

/**
 * Stripe is on when both its secret key and its webhook secret are set (a payment nobody hears
 * about would leave orders awaiting forever); without them orders are paid by bank transfer.
 * `STRIPE_API_URL` points the SDK at another host (tests start a local one; never set it live).
 */
export const stripeConfigured = () =>
  Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET)

/** The payment methods offered on Stripe's page: card, Alipay and WeChat Pay unless set otherwise. */
export const stripePaymentMethods = (): string[] =>
  (process.env.STRIPE_PAYMENT_METHODS ?? 'card,alipay,wechat_pay')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean)

let client: { key: string; url: string; stripe: Stripe } | null = null

/** One client per key (the SDK keeps its connections); null when Stripe is not configured. */
export function stripeClient(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY
  if (!key || !stripeConfigured()) return null
  const url = process.env.STRIPE_API_URL ?? ''
  if (client?.key === key && client.url === url) return client.stripe
  const local = url ? new URL(url) : null
  const stripe = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'EduBridge portal' },
    ...(local
      ? {
          host: local.hostname,
          port: Number(local.port),
          protocol: local.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
  client = { key, url, stripe }
  return stripe
}

/**
 * A webhook's event, only if Stripe signed it with the webhook secret (and recently: the SDK's
 * five-minute tolerance stops replays of an old captured request); null otherwise.
 */
export function verifiedEvent(body: string, signature: string | null): Stripe.Event | null {
  const stripe = stripeClient()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret || !signature) return null
  try {
    return stripe.webhooks.constructEvent(body, signature, secret)
  } catch {
    return null
  }
}
