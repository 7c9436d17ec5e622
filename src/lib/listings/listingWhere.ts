import type { Where } from 'payload'

import { educationLevels, type OfferingType } from '@/lib/enums'

import type { CityNames } from './cities'
import type { JobFilters, OfferingFilters } from './filters'

const DAY_MS = 86_400_000

/** What anyone may see of offerings and jobs: published or closed, not hidden by staff, from a certified organisation. */
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

/** Offerings for a student at `level`: their education range (numbered in order) includes it, or is open on that side. */
const forLevel = (level: NonNullable<OfferingFilters['level']>): Where => {
  const order = educationLevels.map((l) => l.value)
  const at = order.indexOf(level)
  const openOr = (field: string, values: string[]): Where => ({
    or: [{ [field]: { exists: false } }, { [field]: { in: values } }],
  })
  return {
    and: [
      openOr('minEducationLevel', order.slice(0, at + 1)),
      openOr('maxEducationLevel', order.slice(at)),
    ],
  }
}

/** The published offerings of `types` that match the filters. */
export function offeringWhere(types: readonly OfferingType[], filters: OfferingFilters): Where {
  const { from, before } = startWindow(filters)
  const and: Where[] = [listed, { type: { in: filters.type ? [filters.type] : [...types] } }]
  if (filters.country) and.push({ country: { equals: filters.country } })
  if (from) and.push({ startDate: { greater_than_equal: from } })
  if (before) and.push({ startDate: { less_than: before } })
  if (filters.maxPrice) and.push({ price: { less_than_equal: filters.maxPrice } })
  if (filters.level) and.push(forLevel(filters.level))
  if (filters.language) and.push({ languages: { in: [filters.language] } })
  return { and }
}

/**
 * The published jobs and internships that match the filters; a minimum salary is met by the top of
 * the range. A city is one of `cities`, the names in any language that contain what was typed
 * (src/lib/listings/cities.ts), so "Shanghai" and 上海 both work on both sites; each is looked
 * for in its own language's column only (one column is found through its index, "either of two"
 * would read every job).
 */
export function jobWhere(filters: JobFilters, cities: CityNames = {}): Where {
  const and: Where[] = [listed]
  if (filters.type) and.push({ type: { equals: filters.type } })
  if (filters.country) and.push({ country: { equals: filters.country } })
  if (filters.city) {
    const found = Object.entries(cities).flatMap(([locale, names]) =>
      names?.length ? [{ [`city.${locale}`]: { in: names } }] : [],
    )
    // No city contains it: only a city of exactly that name would, and there is none.
    if (found.length === 0) found.push({ 'city.en': { in: [filters.city] } })
    and.push(found.length === 1 ? found[0]! : { or: found })
  }
  if (filters.remote) and.push({ remote: { equals: true } })
  if (filters.industry) and.push({ industry: { equals: filters.industry } })
  if (filters.minSalary)
    and.push({
      or: [
        { salaryMax: { greater_than_equal: filters.minSalary } },
        {
          and: [
            { salaryMax: { exists: false } },
            { salaryMin: { greater_than_equal: filters.minSalary } },
          ],
        },
      ],
    })
  if (filters.english) and.push({ englishLevel: { equals: filters.english } })
  return { and }
}
