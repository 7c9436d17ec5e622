import type { Package } from '@/payload-types'

export type PackageFact =
  { kind: 'startingAt' | 'serviceFee'; amount: number } | { kind: 'coachingTime'; hours: number }

/**
 * The rows of a package's side panel. The starting price always; a service fee or a coaching time
 * only when the package has one: an empty or zero amount means there is nothing to charge or count,
 * and a row saying so ("Service fee: None") reads like missing information.
 */
export function packageFacts(
  pkg: Pick<Package, 'startingAt' | 'serviceFee' | 'coachingHours'>,
): PackageFact[] {
  const facts: PackageFact[] = [{ kind: 'startingAt', amount: pkg.startingAt }]
  if (pkg.serviceFee) facts.push({ kind: 'serviceFee', amount: pkg.serviceFee })
  if (pkg.coachingHours) facts.push({ kind: 'coachingTime', hours: pkg.coachingHours })
  return facts
}
