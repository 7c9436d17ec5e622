/**
 * Reference exchange rates (units per US dollar) for comparing a price with a budget in another
 * currency. They are approximate on purpose: a budget check only needs the order of magnitude,
 * and fixed rates keep the same profile ranking the same way every day.
 */
const perUsd: Record<string, number> = {
  USD: 1,
  CNY: 7.1,
  EUR: 0.92,
  GBP: 0.78,
  AUD: 1.5,
  CAD: 1.38,
  CHF: 0.88,
  SGD: 1.34,
  HKD: 7.8,
  JPY: 150,
}

/** `amount` in `from` as an amount in `to`; unknown currencies count as US dollars. */
export const convert = (amount: number, from: string | null | undefined, to: string) =>
  (amount / (perUsd[from ?? 'USD'] ?? 1)) * (perUsd[to] ?? 1)
