import type { AppLocale } from '@/i18n/locales'
import { translatorFor } from '@/lib/i18n/translate'
import type { Package } from '@/payload-types'

/** Sessions an order awaiting payment may hold before it is paid: the first one. */
export const HELD_BEFORE_PAYMENT = 1

/**
 * An order's lines and total as a package prices them: its price, and its service fee when it has
 * one (worded in the order's language), added up in cents (0.1 + 0.2 is 0.3). The order's hook
 * prices every order with this; the checkout page shows the same before it is placed.
 */
export function orderLines(
  pkg: Pick<Package, 'title' | 'startingAt' | 'serviceFee'>,
  locale: AppLocale,
): { lines: { description: string; amount: number }[]; total: number } {
  const lines = [{ description: pkg.title, amount: pkg.startingAt }]
  if (pkg.serviceFee)
    lines.push({ description: translatorFor(locale)('orders.serviceFee'), amount: pkg.serviceFee })
  const total = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100
  return { lines, total }
}
