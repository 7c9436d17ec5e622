/** A pair of fields whose second may not come before (or below) the first. */
type Range = { from: string; to: string; issue: string }

export const offeringRanges: Range[] = [
  { from: 'startDate', to: 'endDate', issue: 'endBeforeStart' },
  { from: 'minAge', to: 'maxAge', issue: 'maxAgeBelowMin' },
  { from: 'placesLeft', to: 'capacity', issue: 'placesOverCapacity' },
]
export const jobRanges: Range[] = [
  { from: 'salaryMin', to: 'salaryMax', issue: 'salaryMaxBelowMin' },
]

const comparable = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN

/** The fields whose range is upside down, each with its issue key (both ends given, the second lower). */
export function rangeIssues(
  listing: Record<string, unknown>,
  ranges: Range[],
): { path: string; issue: string }[] {
  return ranges
    .filter(({ from, to }) => comparable(listing[to]) < comparable(listing[from]))
    .map(({ to, issue }) => ({ path: to, issue }))
}
