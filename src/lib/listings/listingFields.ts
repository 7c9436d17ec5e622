import { type AppLocale, locales } from '@/i18n/locales'
import {
  countries,
  currencies,
  educationLevels,
  englishLevels,
  industries,
  jobTypes,
  languages,
  listingStatuses,
  offeringTypes,
  type Option,
  payKinds,
  salaryPeriods,
} from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'

/*
 * The fields of an offering and of a job, each named once with what the collection stores
 * (src/fields/listingFields.ts makes the Payload fields); then, by name, each dashboard form's
 * layout (checked by listingSchema.ts, stored by listingData.ts, shown through
 * components/publishing/listingFields.ts) and each public list's filters (read by filters.ts,
 * matched by listingWhere.ts, shown through components/listings/filterFields.ts). A stored fact
 * (type, options, localization, required, index) changed here changes the database: it needs a
 * migration.
 */

/** Where a filter's value is looked for (listingWhere.ts says how). */
export type FilterMatch =
  /** The field is the value. */
  | 'equals'
  /** The field, a list, holds the value. */
  | 'includes'
  /** The field is at most the value. */
  | 'atMost'
  /** The chosen type, else any type the offer page lists. */
  | 'pageTypes'
  /** Starts in the month (`2026-07`); it stands for `from` and `to`. */
  | 'startsIn'
  /** Starts on or after the day (`2026-07-01`). */
  | 'startsFrom'
  /** Starts on or before the day. */
  | 'startsBy'
  /** A student's level lies in the listing's range, from this field to `maxEducationLevel`, or its end is open. */
  | 'levelWithin'
  /** The salary range reaches the value: its top, else its bottom, this field. */
  | 'salaryReaches'
  /** Any of the city names, in any language, that contain what was typed. */
  | 'cityNamed'

/** A public list's filter: its URL parameter, the field it looks at, the control that sets it and what it matches. */
export type FilterSpec<Name extends string = string> = {
  param: string
  field: Name
  control: 'select' | 'month' | 'date' | 'number' | 'search' | 'checkbox'
  match: FilterMatch
}

type Common = {
  /** The admin's label. */
  label: { en: string; zh: string }
  index?: boolean
  /** The admin shows the consecutive fields of one row side by side. */
  row?: string
  admin?: { position: 'sidebar'; date?: { pickerAppearance: 'dayOnly' } }
}

/**
 * Required by the collection and the form: `true`, or the form's message key (`publishing.errors`)
 * when it is missing. Without a key of its own a missing value is one no control offers
 * (`badCharacters`).
 */
type Required = true | 'titleRequired' | 'typeRequired'

/** One field of a listing. */
export type FieldSpec = Common &
  (
    | {
        type: 'select'
        options: readonly Option<string>[]
        hasMany?: true
        required?: Required
        defaultValue?: string
      }
    | {
        /** Written in each language; a rich text's form is a plain text, a paragraph a line. */
        type: 'text' | 'textarea' | 'richText'
        localized: true
        required?: Required
        /** The form's limit (the collection takes what the admin writes). */
        maxLength: number
      }
    | {
        /** A whole number from 0 to `max`. */
        type: 'number'
        max: number
      }
    | { type: 'date' }
    | { type: 'checkbox'; defaultValue: boolean }
    | { type: 'upload'; relationTo: 'organisation-images'; hasMany?: true; maxRows?: number }
    | { type: 'relationship'; relationTo: 'service-managers' }
  )

type Fields = Record<string, FieldSpec>

/** The same in both kinds. */
const title = {
  type: 'text',
  localized: true,
  required: 'titleRequired',
  maxLength: 200,
  label: { en: 'Title', zh: '标题' },
} as const satisfies FieldSpec
const country = {
  type: 'select',
  options: countries,
  index: true,
  row: 'place',
  label: { en: 'Country or region', zh: '国家或地区' },
} as const satisfies FieldSpec
const city = {
  type: 'text',
  localized: true,
  maxLength: 80,
  row: 'place',
  label: { en: 'City', zh: '城市' },
} as const satisfies FieldSpec
const currency = {
  type: 'select',
  options: currencies,
  defaultValue: 'USD',
  label: { en: 'Currency', zh: '币种' },
} as const satisfies FieldSpec
const description = (zh: string) =>
  ({
    type: 'richText',
    localized: true,
    maxLength: 20_000,
    label: { en: 'Description', zh },
  }) as const satisfies FieldSpec

/** A programme or study tour, in the admin's order (src/collections/Offerings). */
const offering = {
  type: {
    type: 'select',
    options: offeringTypes,
    required: 'typeRequired',
    index: true,
    label: { en: 'Type', zh: '类型' },
  },
  title,
  summary: {
    type: 'textarea',
    localized: true,
    maxLength: 500,
    label: { en: 'Summary', zh: '摘要' },
  },
  description: description('详细介绍'),
  country,
  city,
  startDate: {
    type: 'date',
    index: true,
    row: 'dates',
    label: { en: 'Starts', zh: '开始日期' },
  },
  endDate: { type: 'date', row: 'dates', label: { en: 'Ends', zh: '结束日期' } },
  durationDays: {
    type: 'number',
    max: 3650,
    row: 'dates',
    label: { en: 'Duration (days)', zh: '时长（天）' },
  },
  minAge: { type: 'number', max: 99, row: 'who', label: { en: 'Youngest age', zh: '最小年龄' } },
  maxAge: { type: 'number', max: 99, row: 'who', label: { en: 'Oldest age', zh: '最大年龄' } },
  minEducationLevel: {
    type: 'select',
    options: educationLevels,
    row: 'who',
    label: { en: 'From education level', zh: '最低学历' },
  },
  maxEducationLevel: {
    type: 'select',
    options: educationLevels,
    row: 'who',
    label: { en: 'To education level', zh: '最高学历' },
  },
  languages: {
    type: 'select',
    options: languages,
    hasMany: true,
    row: 'teaching',
    label: { en: 'Languages of instruction', zh: '授课语言' },
  },
  englishLevel: {
    type: 'select',
    options: englishLevels,
    row: 'teaching',
    label: { en: 'English required', zh: '英语要求' },
  },
  price: {
    type: 'number',
    max: 10_000_000,
    index: true,
    row: 'price',
    label: { en: 'Price', zh: '价格' },
  },
  currency: { ...currency, row: 'price' },
  capacity: { type: 'number', max: 100_000, row: 'price', label: { en: 'Places', zh: '名额' } },
  placesLeft: {
    type: 'number',
    max: 100_000,
    row: 'price',
    label: { en: 'Places left', zh: '剩余名额' },
  },
  cover: {
    type: 'upload',
    relationTo: 'organisation-images',
    label: { en: 'Cover image', zh: '封面图' },
  },
  gallery: {
    type: 'upload',
    relationTo: 'organisation-images',
    hasMany: true,
    maxRows: 12,
    label: { en: 'Gallery', zh: '图集' },
  },
} as const satisfies Fields

/** A job or internship, in the admin's order (src/collections/Jobs). */
const job = {
  type: {
    type: 'select',
    options: jobTypes,
    required: 'typeRequired',
    index: true,
    label: { en: 'Type', zh: '类型' },
  },
  title,
  description: description('职位描述'),
  country,
  city: { ...city, index: true },
  remote: {
    type: 'checkbox',
    defaultValue: false,
    index: true,
    row: 'place',
    label: { en: 'Remote', zh: '远程' },
  },
  industry: {
    type: 'select',
    options: industries,
    index: true,
    label: { en: 'Industry', zh: '行业' },
  },
  pay: {
    type: 'select',
    options: payKinds,
    defaultValue: 'salary',
    row: 'pay',
    label: { en: 'Pay', zh: '薪酬方式' },
  },
  salaryMin: {
    type: 'number',
    max: 100_000_000,
    index: true,
    row: 'pay',
    label: { en: 'From', zh: '最低' },
  },
  salaryMax: { type: 'number', max: 100_000_000, row: 'pay', label: { en: 'To', zh: '最高' } },
  currency: { ...currency, row: 'pay' },
  salaryPeriod: {
    type: 'select',
    options: salaryPeriods,
    defaultValue: 'month',
    row: 'pay',
    label: { en: 'Period', zh: '周期' },
  },
  educationLevel: {
    type: 'select',
    options: educationLevels,
    row: 'requirements',
    label: { en: 'Education level', zh: '学历要求' },
  },
  englishLevel: {
    type: 'select',
    options: englishLevels,
    index: true,
    row: 'requirements',
    label: { en: 'English level', zh: '英语要求' },
  },
  languages: {
    type: 'select',
    options: languages,
    hasMany: true,
    row: 'requirements',
    label: { en: 'Languages', zh: '工作语言' },
  },
  startDate: { type: 'date', label: { en: 'Starts', zh: '入职日期' } },
} as const satisfies Fields

/**
 * What both kinds share, in the admin's sidebar (src/collections/listingCollection.ts places them
 * among the organisation, moderation and publishing fields only the collection knows).
 */
export const sharedListingFields = {
  status: {
    type: 'select',
    options: listingStatuses,
    required: true,
    defaultValue: 'draft',
    index: true,
    label: { en: 'Status', zh: '状态' },
    admin: { position: 'sidebar' },
  },
  deadline: {
    type: 'date',
    index: true,
    label: { en: 'Application deadline', zh: '申请截止日期' },
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
  },
  contactManager: {
    type: 'relationship',
    relationTo: 'service-managers',
    label: { en: 'Contact service manager', zh: '联系顾问' },
    admin: { position: 'sidebar' },
  },
} as const satisfies Fields

/** Each kind's own fields, before the shared ones. */
export const ownListingFields = { offerings: offering, jobs: job } as const

/** Every field of each kind. */
export const listingFields = {
  offerings: { ...offering, ...sharedListingFields },
  jobs: { ...job, ...sharedListingFields },
} as const

type FieldsOf<K extends ListingKind> = (typeof listingFields)[K]
type NameOf<K extends ListingKind> = keyof FieldsOf<K> & string
/** The names of a kind's fields of a type. */
type NameOfType<K extends ListingKind, T extends FieldSpec['type']> = {
  [N in NameOf<K>]: FieldsOf<K>[N] extends { type: T } ? N : never
}[NameOf<K>]

/** The dashboard form of a kind: which fields a member edits, and where. */
type FormLayout<K extends ListingKind> = {
  /** Written in each language, side by side, in this order. */
  texts: readonly NameOfType<K, 'text' | 'textarea' | 'richText'>[]
  /** The shared fields in groups, one row each on a wide screen. */
  groups: readonly (readonly NameOfType<K, 'select' | 'number' | 'date' | 'checkbox'>[])[]
  /** Laid out by the form itself after the groups: the contact's select, the cover's upload, the status's buttons. */
  others: readonly NameOf<K>[]
}

const offeringForm = {
  texts: ['title', 'summary', 'city', 'description'],
  groups: [
    ['type', 'country'],
    ['startDate', 'endDate', 'durationDays'],
    ['minAge', 'maxAge'],
    ['minEducationLevel', 'maxEducationLevel'],
    ['languages'],
    ['englishLevel'],
    ['price', 'currency'],
    ['capacity', 'placesLeft', 'deadline'],
  ],
  others: ['contactManager', 'cover', 'status'],
} as const satisfies FormLayout<'offerings'>

const jobForm = {
  texts: ['title', 'city', 'description'],
  groups: [
    ['type', 'country', 'remote'],
    ['industry'],
    ['pay', 'salaryMin', 'salaryMax'],
    ['currency', 'salaryPeriod'],
    ['educationLevel', 'englishLevel'],
    ['languages'],
    ['startDate', 'deadline'],
  ],
  others: ['contactManager', 'status'],
} as const satisfies FormLayout<'jobs'>

/** The offering form (/user/studyAbroad/info) and the job form (/user/services/job). */
export const listingForms = { offerings: offeringForm, jobs: jobForm } as const

type FormOf<K extends ListingKind> = (typeof listingForms)[K]
type TextNameOf<K extends ListingKind> = FormOf<K>['texts'][number]
type ControlNameOf<K extends ListingKind> =
  FormOf<K>['groups'][number][number] | FormOf<K>['others'][number]

/** A text's form key in a language: `titleEn` is the title in English. */
export const languageSuffixes = { en: 'En', zh: 'Zh' } as const satisfies Record<AppLocale, string>
type Suffix = (typeof languageSuffixes)[AppLocale]

/** A field's value as the form holds it: a choice ('' for none, unless required), a list, a checkbox, else text. */
type FormValue<F> = F extends { type: 'select'; options: readonly Option<infer V>[] }
  ? F extends { hasMany: true }
    ? V[]
    : F extends { required: Required }
      ? V
      : V | ''
  : F extends { type: 'checkbox' }
    ? boolean
    : string

/** A kind's form values: each text once per language (`titleEn`, `titleZh`), then the other controls. */
export type ListingFormValues<K extends ListingKind> = {
  [N in TextNameOf<K> as `${N}${Suffix}`]: string
} & { [N in ControlNameOf<K>]: FormValue<FieldsOf<K>[N & NameOf<K>]> }

/** One value of a form: its key, its field and, for a text, its language. */
export type FormKey = { key: string; name: string; field: FieldSpec; locale: AppLocale | null }

/** The values a kind's form holds, in its order: each text in each language, then the other controls. */
export function formKeys(kind: ListingKind): FormKey[] {
  const fields: Fields = listingFields[kind]
  const { texts, groups, others } = listingForms[kind]
  return [
    ...locales.flatMap((locale) =>
      texts.map((name) => ({
        key: `${name}${languageSuffixes[locale]}`,
        name,
        field: fields[name]!,
        locale,
      })),
    ),
    ...[...groups.flat(), ...others].map((name) => ({
      key: name,
      name,
      field: fields[name]!,
      locale: null,
    })),
  ]
}

const offeringFilters = [
  { param: 'type', field: 'type', control: 'select', match: 'pageTypes' },
  { param: 'country', field: 'country', control: 'select', match: 'equals' },
  // A start month stands for `from` and `to` (filters.ts leaves them out with it).
  { param: 'month', field: 'startDate', control: 'month', match: 'startsIn' },
  { param: 'from', field: 'startDate', control: 'date', match: 'startsFrom' },
  { param: 'to', field: 'startDate', control: 'date', match: 'startsBy' },
  { param: 'maxPrice', field: 'price', control: 'number', match: 'atMost' },
  { param: 'level', field: 'minEducationLevel', control: 'select', match: 'levelWithin' },
  { param: 'language', field: 'languages', control: 'select', match: 'includes' },
] as const satisfies readonly FilterSpec<NameOf<'offerings'>>[]

const jobFilters = [
  { param: 'type', field: 'type', control: 'select', match: 'equals' },
  { param: 'country', field: 'country', control: 'select', match: 'equals' },
  { param: 'city', field: 'city', control: 'search', match: 'cityNamed' },
  { param: 'remote', field: 'remote', control: 'checkbox', match: 'equals' },
  { param: 'industry', field: 'industry', control: 'select', match: 'equals' },
  { param: 'minSalary', field: 'salaryMin', control: 'number', match: 'salaryReaches' },
  { param: 'english', field: 'englishLevel', control: 'select', match: 'equals' },
] as const satisfies readonly FilterSpec<NameOf<'jobs'>>[]

/** The filters of the public lists, in the order their forms show them and their URLs give them. */
export const listingFilters = { offerings: offeringFilters, jobs: jobFilters } as const

type FilterOf<K extends ListingKind> = (typeof listingFilters)[K][number]

/** A filter's value as a list reads it from its URL: one of the field's options, an amount, a checked box, else text. */
type FilterValue<K extends ListingKind, F extends FilterOf<K>> = F['control'] extends 'select'
  ? FieldsOf<K>[F['field'] & NameOf<K>] extends { options: readonly Option<infer V>[] }
    ? V
    : never
  : F['control'] extends 'number'
    ? number
    : F['control'] extends 'checkbox'
      ? true
      : string

/** A public list's filters in use, by URL parameter. */
export type ListingFilters<K extends ListingKind> = {
  [F in FilterOf<K> as F['param']]?: FilterValue<K, F>
}
