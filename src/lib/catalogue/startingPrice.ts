import type { Package } from '@/payload-types'

type Priced = Pick<Package, 'startingAt' | 'currency'>

/**
 * What a coach's work starts at: the lowest starting price among their packages, in that package's
 * currency (US dollars when it has none, as on the package's own page). Null without packages.
 */
export function startingPrice(
  packages: readonly Priced[],
): { amount: number; currency: string } | null {
  const cheapest = packages.reduce<Priced | null>(
    (lowest, pkg) => (lowest === null || pkg.startingAt < lowest.startingAt ? pkg : lowest),
    null,
  )
  return cheapest && { amount: cheapest.startingAt, currency: cheapest.currency ?? 'USD' }
}
