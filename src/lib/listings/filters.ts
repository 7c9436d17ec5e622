import type { Option } from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'
import { isCalendarDay } from '@/lib/validation/calendarDay'

import {
  type FieldSpec,
  type FilterSpec,
  listingFields,
  listingFilters,
  type ListingFilters,
} from './listingFields'
import { type OfferingPage, typesOf } from './pages'

/** Query values as Next.js hands them to a page. */
export type Query = Record<string, string | string[] | undefined>

/** Page numbers above this are read as this: no list has that many pages, and the number stays small. */
export const MAX_PAGE = 500

/** An offer page's filters (src/lib/listings/listingFields.ts): a start month stands for `from` and `to`. */
export type OfferingFilters = ListingFilters<'offerings'>
export type JobFilters = ListingFilters<'jobs'>
export type ListFilters = OfferingFilters | JobFilters

/** A list's state in its URL: the filters and the page number. */
export type ListState<F extends ListFilters> = { filters: F; page: number }

/** A filter of a public list with its field's spec and, for a select, the options it offers. */
export type PublicFilter = FilterSpec & { fieldSpec: FieldSpec; options: readonly Option<string>[] }

/**
 * A kind's filters in the list's order (listingFields.ts). An offer page offers only its own
 * types, and no type at all when it lists one: a select with nothing to choose between is left out.
 */
export function publicFilters(kind: ListingKind, page?: OfferingPage): PublicFilter[] {
  const fields: Record<string, FieldSpec> = listingFields[kind]
  const filters: readonly FilterSpec[] = listingFilters[kind]
  return filters.flatMap((filter): PublicFilter[] => {
    const fieldSpec = fields[filter.field]!
    if (filter.control !== 'select' || fieldSpec.type !== 'select')
      return [{ ...filter, fieldSpec, options: [] }]
    const pageTypes: readonly string[] | null =
      filter.match === 'pageTypes' && page ? typesOf(page) : null
    const options = pageTypes
      ? fieldSpec.options.filter((option) => pageTypes.includes(option.value))
      : fieldSpec.options
    return options.length > 1 ? [{ ...filter, fieldSpec, options }] : []
  })
}

/** Reads one query value: the value, or undefined when it is not a valid one (then it is ignored). */
type Reader = (raw: string) => string | number | true | undefined

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A whole amount above zero (a price, a salary). */
const amount: Reader = (raw) => (/^0*[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined)

const month: Reader = (raw) => (/^\d{4}-(?:0[1-9]|1[0-2])$/.test(raw) ? raw : undefined)

/** A calendar day that exists: `2026-02-30` does not. */
const day: Reader = (raw) => (isCalendarDay(raw) ? raw : undefined)

/** A checkbox: sent as `1` by the form; `true` and `on` are read too. */
const flag: Reader = (raw) => (['1', 'true', 'on'].includes(raw) ? true : undefined)

/** How a filter's control reads its value. */
function readerOf({ control, fieldSpec, options }: PublicFilter): Reader {
  switch (control) {
    case 'select':
      return (raw) => options.find((option) => option.value === raw)?.value
    case 'month':
      return month
    case 'date':
      return day
    case 'number':
      return amount
    case 'checkbox':
      return flag
    case 'search': {
      // What was typed, trimmed, no longer than the field's own limit.
      const max = 'maxLength' in fieldSpec ? fieldSpec.maxLength : Infinity
      return (raw) => raw.trim().slice(0, max).trim() || undefined
    }
  }
}

/** Every filter the query holds a valid value for; the others are left out. */
function readFilters<F extends ListFilters>(filters: PublicFilter[], query: Query): F {
  const read: Record<string, unknown> = {}
  for (const filter of filters) {
    const raw = first(query[filter.param])
    const value = raw === undefined ? undefined : readerOf(filter)(raw)
    if (value !== undefined) read[filter.param] = value
  }
  return read as F
}

/** `?page=`: a whole number from 1 to MAX_PAGE; anything else is page 1. */
export function pageOf(query: Query): number {
  const raw = first(query.page)
  const page = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 1
  return Math.min(Math.max(page, 1), MAX_PAGE)
}

/** An offer page's list state. A month stands for its own dates; a range ending before it starts keeps its start only. */
export function readOfferingQuery(page: OfferingPage, query: Query): ListState<OfferingFilters> {
  const filters = readFilters<OfferingFilters>(publicFilters('offerings', page), query)
  if (filters.month) {
    delete filters.from
    delete filters.to
  } else if (filters.from && filters.to && filters.to < filters.from) delete filters.to
  return { filters, page: pageOf(query) }
}

/** The job list's state. */
export const readJobQuery = (query: Query): ListState<JobFilters> => ({
  filters: readFilters<JobFilters>(publicFilters('jobs'), query),
  page: pageOf(query),
})

/** The filters as query values, in the order they were given. */
export const queryOf = (filters: ListFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === true ? '1' : String(value)]),
  )

/** A list path with its filters and page (page 1 left out), e.g. "/study-tour?country=GB&page=2". */
export function listHref(path: string, filters: ListFilters, page = 1): string {
  const params = new URLSearchParams(queryOf(filters))
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** A query as its URL search string, values in the order given (empty ones kept, as a GET form sends them). */
export const searchOf = (query: Query): string =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [key, v]),
    ),
  ).toString()

/**
 * The list's own address for a query, when the query is not already it: a GET form's empty fields,
 * values that are ignored, another order. One address per list state keeps links clean and the page
 * cache small.
 */
export function canonicalListHref<F extends ListFilters>(
  path: string,
  query: Query,
  { filters, page }: ListState<F>,
): string | null {
  const href = listHref(path, filters, page)
  const search = href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
  return searchOf(query) === search ? null : href
}

/** The same filters without one of them (a chip's remove link). */
export const without = <F extends ListFilters>(filters: F, key: string): F => {
  const rest = { ...filters }
  delete rest[key as keyof F]
  return rest
}
