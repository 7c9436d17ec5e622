import type { PaymentMethod } from '@/lib/enums'

/**
 * How long an order awaits payment before it expires and frees the time it holds. Stripe Checkout
 * pages live at least 30 minutes; an hour lets a student fetch a card or open Alipay. A bank
 * transfer takes days: the site settings say how many (three unless set).
 */
export const STRIPE_PAYMENT_MINUTES = 60
export const DEFAULT_BANK_TRANSFER_DAYS = 3

export function paymentDeadline(
  method: PaymentMethod,
  bankTransferDays: number | null | undefined,
  now = new Date(),
): Date {
  const minutes =
    method === 'stripe'
      ? STRIPE_PAYMENT_MINUTES
      : (bankTransferDays || DEFAULT_BANK_TRANSFER_DAYS) * 24 * 60
  return new Date(now.getTime() + minutes * 60_000)
}
