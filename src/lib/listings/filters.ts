import {
  type CountryCode,
  countries,
  type EducationLevel,
  educationLevels,
  type EnglishLevel,
  englishLevels,
  type Industry,
  industries,
  type JobType,
  jobTypes,
  languages,
  type OfferingType,
  offeringTypes,
} from '@/lib/enums'

import { isCalendarDay } from '@/lib/validation/calendarDay'

import { type OfferingPage, typesOf } from './pages'

/** Query values as Next.js hands them to a page. */
export type Query = Record<string, string | string[] | undefined>

/** Page numbers above this are read as this: no list has that many pages, and the number stays small. */
export const MAX_PAGE = 500

export type Language = (typeof languages)[number]['value']

export type OfferingFilters = {
  /** Only on a page that lists several types. */
  type?: OfferingType
  country?: CountryCode
  /** A start month such as `2026-07`; with it, `from` and `to` are left out. */
  month?: string
  /** Start dates from and up to these days (`2026-07-01`), both included. */
  from?: string
  to?: string
  maxPrice?: number
  level?: EducationLevel
  language?: Language
}

export type JobFilters = {
  type?: JobType
  country?: CountryCode
  city?: string
  remote?: true
  industry?: Industry
  minSalary?: number
  english?: EnglishLevel
}

export type ListFilters = OfferingFilters | JobFilters

/** A list's state in its URL: the filters and the page number. */
export type ListState<F extends ListFilters> = { filters: F; page: number }

/** Reads one query value: the value, or undefined when it is not a valid one (then it is ignored). */
type Reader<V> = (raw: string) => V | undefined
type Readers<F> = { [K in keyof F]-?: Reader<NonNullable<F[K]>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const choice =
  <V extends string>(options: readonly { value: V }[]): Reader<V> =>
  (raw) =>
    options.find((option) => option.value === raw)?.value

/** A whole amount above zero (a price, a salary). */
const amount: Reader<number> = (raw) => (/^0*[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined)

const month: Reader<string> = (raw) => (/^\d{4}-(?:0[1-9]|1[0-2])$/.test(raw) ? raw : undefined)

/** A calendar day that exists: `2026-02-30` does not. */
const day: Reader<string> = (raw) => (isCalendarDay(raw) ? raw : undefined)

const text =
  (max: number): Reader<string> =>
  (raw) =>
    raw.trim().slice(0, max).trim() || undefined

/** A checkbox: sent as `1` by the form; `true` and `on` are read too. */
const flag: Reader<true> = (raw) => (['1', 'true', 'on'].includes(raw) ? true : undefined)

/** Every filter the query holds a valid value for; the others are left out. */
function readFilters<F extends ListFilters>(readers: Readers<F>, query: Query): F {
  const filters: Partial<F> = {}
  for (const key of Object.keys(readers) as (keyof F & string)[]) {
    const raw = first(query[key])
    const value = raw === undefined ? undefined : readers[key](raw)
    if (value !== undefined) filters[key] = value
  }
  return filters as F
}

/** `?page=`: a whole number from 1 to MAX_PAGE; anything else is page 1. */
export function pageOf(query: Query): number {
  const raw = first(query.page)
  const page = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 1
  return Math.min(Math.max(page, 1), MAX_PAGE)
}

const offeringReaders = (page: OfferingPage): Readers<OfferingFilters> => {
  const types = typesOf(page)
  return {
    type: choice(types.length > 1 ? offeringTypes.filter((t) => types.includes(t.value)) : []),
    country: choice(countries),
    month,
    from: day,
    to: day,
    maxPrice: amount,
    level: choice(educationLevels),
    language: choice(languages),
  }
}

const jobReaders: Readers<JobFilters> = {
  type: choice(jobTypes),
  country: choice(countries),
  city: text(80),
  remote: flag,
  industry: choice(industries),
  minSalary: amount,
  english: choice(englishLevels),
}

/** An offer page's list state. A month stands for its own dates; a range ending before it starts keeps its start only. */
export function readOfferingQuery(page: OfferingPage, query: Query): ListState<OfferingFilters> {
  const filters = readFilters(offeringReaders(page), query)
  if (filters.month) {
    delete filters.from
    delete filters.to
  } else if (filters.from && filters.to && filters.to < filters.from) delete filters.to
  return { filters, page: pageOf(query) }
}

/** The job list's state. */
export const readJobQuery = (query: Query): ListState<JobFilters> => ({
  filters: readFilters(jobReaders, query),
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
