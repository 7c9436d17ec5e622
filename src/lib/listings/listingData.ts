import type { AppLocale } from '@/i18n/locales'
import type { ListingKind } from '@/lib/organisations/roles'
import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'
import { plainText } from '@/lib/richtext/plainText'

import { type FieldSpec, formKeys, listingFields } from './listingFields'
import type { ListingInput } from './listingSchema'

type Data = Record<string, unknown>

/** A listing as the collection takes it: the fields both languages share, then each language's texts. */
export type ListingData = { common: Data } & Record<AppLocale, Data>

/** Every field of either kind (a name means the same field in both). */
const fields: Record<string, FieldSpec> = { ...listingFields.offerings, ...listingFields.jobs }
const namesWhere = (test: (field: FieldSpec) => boolean) =>
  new Set(Object.keys(fields).filter((name) => test(fields[name]!)))

/** Numbers, and the ids of the documents chosen (a contact, a cover). */
const numbers = namesWhere((field) => ['number', 'upload', 'relationship'].includes(field.type))
const days = namesWhere((field) => field.type === 'date')
/** Written in the form as plain text, a paragraph a line. */
const richTexts = namesWhere((field) => field.type === 'richText')

/** What a new listing's form starts with besides empty fields: the collections' own defaults, no choices in a list. */
const starting = (field: FieldSpec): unknown =>
  field.type === 'select' && field.hasMany ? [] : 'defaultValue' in field ? field.defaultValue : ''

/** The forms' keys: `cityZh` is the city in Chinese, `country` a field both languages share. */
const formKeyOf = new Map(
  [...formKeys('offerings'), ...formKeys('jobs')].map((entry) => [entry.key, entry]),
)

/** A form key's field and language (any other key is a shared field of that name). */
const splitKey = (key: string): { name: string; locale: AppLocale | null } =>
  formKeyOf.get(key) ?? { name: key, locale: null }

/** Each line of the text box is a paragraph of the rich text. */
const paragraphs = (text: string) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.length > 0 ? lexicalFromBlocks(lines.map((p) => ({ p }))) : null
}

const stored = (name: string, value: unknown): unknown => {
  if (value === '') return null
  if (typeof value !== 'string') return value
  if (numbers.has(name)) return Number(value)
  // Days are stored at noon UTC, as the admin's date picker stores them (a deadline's day stays open to its end).
  if (days.has(name)) return `${value}T12:00:00.000Z`
  if (richTexts.has(name)) return paragraphs(value)
  return value
}

const formValue = (name: string, value: unknown): unknown => {
  if (richTexts.has(name)) return plainText(value)
  if (days.has(name)) return String(value).slice(0, 10)
  if (value && typeof value === 'object' && 'id' in value)
    return String((value as { id: number }).id)
  return typeof value === 'number' ? String(value) : value
}

/** The form's values as the collection stores them (empty is "not given"). */
export function listingData(values: Data): ListingData {
  const data: ListingData = { common: {}, en: {}, zh: {} }
  for (const [key, value] of Object.entries(values)) {
    const { name, locale } = splitKey(key)
    data[locale ?? 'common'][name] = stored(name, value)
  }
  return data
}

/** A new listing's form (of an offering type chosen beforehand, if any). */
export function blankListing<K extends ListingKind>(kind: K, type = ''): ListingInput<K> {
  return Object.fromEntries(
    formKeys(kind).map(({ key, name, field }) => [key, name === 'type' ? type : starting(field)]),
  ) as ListingInput<K>
}

/** A saved listing, read in each language without fallback, as its form holds it. */
export function listingValues<K extends ListingKind>(
  kind: K,
  saved: Record<AppLocale, object>,
): ListingInput<K> {
  const blank = blankListing(kind) as Data
  return Object.fromEntries(
    Object.keys(blank).map((key) => {
      const { name, locale } = splitKey(key)
      const value = (saved[locale ?? 'en'] as Data)[name]
      return [key, value === undefined || value === null ? blank[key] : formValue(name, value)]
    }),
  ) as ListingInput<K>
}
