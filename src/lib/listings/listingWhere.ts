import type { Where } from 'payload'

import { educationLevels, type OfferingType } from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'

import type { CityNames } from './cities'
import type { JobFilters, ListFilters, OfferingFilters } from './filters'
import { type FilterMatch, type FilterSpec, listingFilters } from './listingFields'

const DAY_MS = 86_400_000

/**
 * What anyone may see of offerings and jobs: published or closed, not hidden by staff, from a
 * certified organisation. The lists' partial indexes (migration 20261202_050000) hold the listings
 * the first two conditions allow: a change here must be made there too
 * (tests/int/list-indexes.test.ts fails otherwise).
 */
export const publicListing: Where = {
  and: [
    { status: { in: ['published', 'closed'] } },
    { hidden: { not_equals: true } },
    { 'organisation.certified': { equals: true } },
  ],
}

/** Only published listings are listed; access leaves out hidden ones and those of uncertified organisations. */
const listed: Where = { status: { equals: 'published' } }

/** The start dates a filter asks for, as instants: on or after `from`, before `before`. */
export function startWindow({ month, from, to }: OfferingFilters): {
  from?: string
  before?: string
} {
  if (month) {
    const start = new Date(`${month}-01T00:00:00Z`)
    const end = new Date(start)
    end.setUTCMonth(end.getUTCMonth() + 1)
    return { from: start.toISOString(), before: end.toISOString() }
  }
  return {
    from: from && new Date(`${from}T00:00:00Z`).toISOString(),
    before: to && new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString(),
  }
}

type Context = {
  /** Every filter in use (a month stands for its own dates). */
  filters: Record<string, unknown>
  /** The types an offer page lists. */
  types: readonly OfferingType[]
  /** The city names that contain what was typed (src/lib/listings/cities.ts). */
  cities: CityNames
}

/** What a filter's value asks of the listing's `field` (listingFields.ts names each): clauses to meet, none when the filter is not in use. */
type Matcher = (field: string, value: unknown, context: Context) => Where[]

const startClauses = (field: string, { from, before }: ReturnType<typeof startWindow>): Where[] => [
  ...(from ? [{ [field]: { greater_than_equal: from } }] : []),
  ...(before ? [{ [field]: { less_than: before } }] : []),
]

/** Offerings for a student at `level`: their education range (numbered in order) includes it, or is open on that side. */
const forLevel = (field: string, level: string): Where => {
  const order = educationLevels.map((l) => l.value as string)
  const at = order.indexOf(level)
  const openOr = (name: string, values: string[]): Where => ({
    or: [{ [name]: { exists: false } }, { [name]: { in: values } }],
  })
  return {
    and: [openOr(field, order.slice(0, at + 1)), openOr('maxEducationLevel', order.slice(at))],
  }
}

/**
 * A city is one of `cities`, the names in any language that contain what was typed, so "Shanghai"
 * and 上海 both work on both sites; each is looked for in its own language's column only (one
 * column is found through its index, "either of two" would read every job).
 */
const inCities = (field: string, city: string, cities: CityNames): Where => {
  const found = Object.entries(cities).flatMap(([locale, names]) =>
    names?.length ? [{ [`${field}.${locale}`]: { in: names } }] : [],
  )
  // No city contains it: only a city of exactly that name would, and there is none.
  if (found.length === 0) found.push({ [`${field}.en`]: { in: [city] } })
  return found.length === 1 ? found[0]! : { or: found }
}

/** A salary range that reaches `min`: its top does, or its bottom when it has no top. */
const reaching = (field: string, min: unknown): Where => ({
  or: [
    { salaryMax: { greater_than_equal: min } },
    { and: [{ salaryMax: { exists: false } }, { [field]: { greater_than_equal: min } }] },
  ],
})

const matchers: Record<FilterMatch, Matcher> = {
  equals: (field, value) => (value ? [{ [field]: { equals: value } }] : []),
  includes: (field, value) => (value ? [{ [field]: { in: [value] } }] : []),
  atMost: (field, value) => (value ? [{ [field]: { less_than_equal: value } }] : []),
  pageTypes: (field, value, { types }) => [{ [field]: { in: value ? [value] : [...types] } }],
  startsIn: (field, month) => startClauses(field, startWindow({ month: month as string })),
  // A month stands for its own dates.
  startsFrom: (field, from, { filters }) =>
    filters.month ? [] : startClauses(field, { from: startWindow({ from: from as string }).from }),
  startsBy: (field, to, { filters }) =>
    filters.month ? [] : startClauses(field, { before: startWindow({ to: to as string }).before }),
  levelWithin: (field, level) => (level ? [forLevel(field, level as string)] : []),
  salaryReaches: (field, min) => (min ? [reaching(field, min)] : []),
  cityNamed: (field, city, { cities }) => (city ? [inCities(field, city as string, cities)] : []),
}

/** The published listings of a kind that match the filters, each filter as listingFields.ts says. */
const matching = (
  kind: ListingKind,
  filters: ListFilters,
  context: Omit<Context, 'filters'>,
): Where => {
  const inUse = filters as Record<string, unknown>
  const specs: readonly FilterSpec[] = listingFilters[kind]
  return {
    and: [
      listed,
      ...specs.flatMap(({ field, param, match }) =>
        matchers[match](field, inUse[param], { ...context, filters: inUse }),
      ),
    ],
  }
}

/** The published offerings of `types` (or of the chosen one) that match the filters. */
export const offeringWhere = (types: readonly OfferingType[], filters: OfferingFilters): Where =>
  matching('offerings', filters, { types, cities: {} })

/** The published jobs and internships that match the filters; `cities` are the names a city filter stands for. */
export const jobWhere = (filters: JobFilters, cities: CityNames = {}): Where =>
  matching('jobs', filters, { types: [], cities })
