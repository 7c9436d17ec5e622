import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }
import { failureMessages } from '../../src/lib/actions/result'

/**
 * What each form shows for a server action's refusal, checked against both catalogues: every field
 * message and error code must be a key its client component turns into text in English and in
 * Chinese. Raw zod text ("Too big: expected string…") or an unknown key is not. Mirrors the forms
 * (src/components/forms/useAction.ts, useValidationMessage.ts and each form's own field messages).
 */
export type Locale = 'en' | 'zh'
type Catalogue = typeof en
const catalogues: Record<Locale, Catalogue> = { en, zh }

/** A refusal as the actions answer it: `{ ok: false, error, fields?, reason? }`. */
export type Refusal = { error?: unknown; fields?: unknown; reason?: unknown }
/** What of a refusal its form cannot show in both languages (`locale`: the request's language). */
export type MessageCheck = (refusal: Refusal, locale: Locale) => string[]

/** The text at a dotted key, as next-intl looks it up (own properties: "constructor" is no key). */
const textAt = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    )

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The keys that are not a non-empty text in both catalogues. */
const untranslated = (keys: string[]) =>
  keys.filter(
    (key) => !Object.values(catalogues).every((catalogue) => isText(textAt(catalogue, key))),
  )

/** The field messages of a refusal (anything but a record of texts is no message at all). */
const fieldKeys = (fields: unknown): string[] =>
  fields === undefined
    ? []
    : fields !== null && typeof fields === 'object'
      ? Object.values(fields).map(String)
      : [`fields: ${String(fields)}`]

/**
 * The alert useAction shows for an error code: the form's own `wording` for it if it has one, else
 * `failureMessages` (an unknown code has none); `invalid` alone shows none (its fields speak).
 */
function alertKeys(error: unknown, wording?: string): string[] {
  const code = String(error)
  const own = wording && `${wording}.${code}`
  if (own && Object.values(catalogues).some((catalogue) => textAt(catalogue, own) !== undefined))
    return [own]
  if (code === 'invalid') return []
  return [
    Object.hasOwn(failureMessages, code)
      ? failureMessages[code as keyof typeof failureMessages]
      : `failureMessages.${code}`,
  ]
}

/** ContactForm, ConsultationDialog: fields in `<ns>.errors`, the alert worded in `<ns>.outcome`. */
export const leadMessages =
  (namespace: 'contact' | 'consultation'): MessageCheck =>
  ({ error, fields }) =>
    untranslated([
      ...alertKeys(error, `${namespace}.outcome`),
      ...fieldKeys(fields).map((key) => `${namespace}.errors.${key}`),
    ])

/** LoginForm: fields under `validation` as they are, the alert worded under `auth`. */
export const signInMessages: MessageCheck = ({ error, fields }) =>
  untranslated([
    ...alertKeys(error, 'auth'),
    ...fieldKeys(fields).map((key) => `validation.${key}`),
  ])

/** `validation` keys as useValidationMessage shows them ("fieldRequired:role" names the field). */
const validationKeys = (key: string) => {
  const [name, field] = key.split(':')
  return name === 'fieldRequired' && field
    ? ['validation.fieldRequired', `validation.fields.${field}`]
    : [`validation.${name}`]
}

/** Account and dashboard forms (useValidationMessage, useAction without wording). */
export const accountMessages: MessageCheck = ({ error, fields }) =>
  untranslated([...alertKeys(error), ...fieldKeys(fields).flatMap(validationKeys)])

/** Message keys with their field ("required:zh.name"), as issueMessage words them in a namespace. */
const issueKeys = (namespace: string) => (key: string) => {
  const [name, field] = key.split(':')
  return field
    ? [`${namespace}.errors.${name}`, `${namespace}.fields.${field}`]
    : [`${namespace}.errors.${name}`]
}

/** Every text under a catalogue's node, however deep. */
const textsOf = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node !== null && typeof node === 'object'
      ? Object.values(node).flatMap(textsOf)
      : []

/** Texts with a `{field}`, once with each field's name in it (a hook's refusal names its field). */
const withFields = (texts: string[], fields: string[]) =>
  texts.flatMap((text) =>
    text.includes('{field}') ? fields.map((name) => text.replace('{field}', name)) : [text],
  )

/** What any failed save may say instead: its file's problem, not theirs to change, a request not understood, our fault. */
const generalTexts = ({ uploads, request, error }: Catalogue) => [
  ...textsOf(uploads),
  request.notAllowed,
  request.badRequest,
  error.text,
]

/** The texts a failed save of each form may give as its reason, in one language. */
const reasonTexts = {
  certify: (catalogue: Catalogue) => [
    ...withFields(textsOf(catalogue.certify.errors), textsOf(catalogue.certify.fields)),
    ...generalTexts(catalogue),
  ],
  organisation: (catalogue: Catalogue) => [
    ...withFields(textsOf(catalogue.organisation.errors), textsOf(catalogue.organisation.fields)),
    catalogue.organisation.coreFirst,
    catalogue.organisation.managers.notFound,
    ...textsOf(catalogue.organisations.refusals),
    ...generalTexts(catalogue),
  ],
  // (The applicants' status buttons are the organisation's: the applications' rules answer them.)
  publishing: (catalogue: Catalogue) => [
    ...textsOf(catalogue.organisations.refusals),
    ...textsOf(catalogue.applications.refusals),
    ...generalTexts(catalogue),
  ],
  applications: (catalogue: Catalogue) => [
    ...textsOf(catalogue.applications.refusals),
    ...generalTexts(catalogue),
  ],
  recommender: (catalogue: Catalogue) => [
    ...textsOf(catalogue.recommender.refusals),
    ...generalTexts(catalogue),
  ],
  // (The bookings' rules answer in `booking`: taken, not offered, past the deadline…)
  booking: (catalogue: Catalogue) => [...textsOf(catalogue.booking), ...generalTexts(catalogue)],
  // A host's hours: the slot engine's rules as the form words them, another's refused.
  availability: (catalogue: Catalogue) => [
    ...textsOf(catalogue.availability.errors),
    catalogue.availability.notYours,
    catalogue.availability.oneHost,
    ...generalTexts(catalogue),
  ],
  // Orders: the orders' rules (a package no longer offered, three unpaid already, only one's own).
  orders: (catalogue: Catalogue) => [
    ...textsOf(catalogue.orders.errors),
    ...generalTexts(catalogue),
  ],
  // Reviews: the reviews' rules (one's own held session, once, within 30 days; one reply).
  reviews: (catalogue: Catalogue) => [
    ...textsOf(catalogue.reviews.errors),
    ...generalTexts(catalogue),
  ],
  // Messages: the conversations' rules (parties only, blocked, one per pair, attachments).
  messages: (catalogue: Catalogue) => [
    ...textsOf(catalogue.messages.errors),
    ...generalTexts(catalogue),
  ],
  // A coach's sessions: the bookings' rules, and what a coach's account may not change.
  coaching: (catalogue: Catalogue) => [
    ...textsOf(catalogue.booking),
    catalogue.coaching.onlyStatus,
    catalogue.coaching.cancelStarted,
    ...generalTexts(catalogue),
  ],
}
const reasons = Object.fromEntries(
  Object.entries(reasonTexts).map(([form, texts]) => [form, { en: texts(en), zh: texts(zh) }]),
) as Record<keyof typeof reasonTexts, Record<Locale, string[]>>

/** True when `text` is one or more of `parts` joined by spaces (a refusal joins its fields'). */
const madeOf = (text: string, parts: string[]): boolean =>
  parts.some(
    (part) =>
      text === part || (text.startsWith(`${part} `) && madeOf(text.slice(part.length + 1), parts)),
  )

/** A failure's reason, shown as it is: the request's language's own text (`optional`: or none). */
const unshownReason = (reason: unknown, texts: string[], locale: Locale, optional = false) =>
  (optional && (reason === undefined || reason === '')) ||
  (typeof reason === 'string' && madeOf(reason, texts))
    ? []
    : [`reason not in ${locale}.json: ${String(reason)}`]

/**
 * CertificationForm: fields as issueMessage shows them (and "check the form"); a `failure` shows
 * its reason, which must be the request's language's own text; other codes as useAction shows them.
 */
export const certificationMessages: MessageCheck = ({ error, fields, reason }, locale) => {
  if (error === 'invalid')
    return untranslated([
      'certify.errors.checkForm',
      ...fieldKeys(fields).flatMap(issueKeys('certify')),
    ])
  if (error !== 'failure') return untranslated(alertKeys(error))
  return unshownReason(reason, reasons.certify[locale], locale)
}

/**
 * The organisation and student dashboards' forms: fields worded by `keysOf`, a failure's reason
 * as it is (without one, the general words), other codes as useAction words them (the form's own
 * `wording` first).
 */
const dashboardMessages =
  (
    keysOf: (key: string) => string[],
    form: keyof typeof reasonTexts,
    wording?: string,
  ): MessageCheck =>
  ({ error, fields, reason }, locale) => [
    ...untranslated([...alertKeys(error, wording), ...fieldKeys(fields).flatMap(keysOf)]),
    ...(error === 'failure' ? unshownReason(reason, reasons[form][locale], locale, true) : []),
  ]

/** The organisation profile's sections (`organisation.errors` with the field's name). */
export const organisationMessages = dashboardMessages(issueKeys('organisation'), 'organisation')
/** ManagerForm and its delete button: the same, some outcomes worded in `organisation.managers`. */
export const managerMessages = dashboardMessages(
  issueKeys('organisation'),
  'organisation',
  'organisation.managers',
)
/** ListingForm, its cover, drafts and the applicants' status buttons (`publishing.errors`). */
export const publishingMessages = dashboardMessages(
  (key) => [`publishing.errors.${key}`],
  'publishing',
)
/** The recommender's profile, as saved, refreshed or deleted (`recommender.errors`). */
export const recommenderMessages = dashboardMessages(
  (key) => [`recommender.errors.${key}`],
  'recommender',
)
/** ApplyForm and WithdrawButton (`applications.errors`). */
export const applicationMessages = dashboardMessages(
  (key) => [`applications.errors.${key}`],
  'applications',
)
/** The booking page's form and the bookings' cancel button (`booking.errors`, `bookingPage.form`). */
export const bookingMessages = dashboardMessages(
  (key) => [`booking.errors.${key}`],
  'booking',
  'bookingPage.form',
)
/** The coach's hours form (`availability.errors`, its own `availability.invalid`). */
export const availabilityMessages = dashboardMessages(
  (key) => [`availability.errors.${key}`],
  'availability',
  'availability',
)
/** The coach's "Held" and "Student did not come" buttons (`booking.errors`, as the cancel button). */
export const coachingMessages = dashboardMessages((key) => [`booking.errors.${key}`], 'coaching')
/** CheckoutForm and CancelOrderButton (`orders.errors`; the cancel button's refusal in its alert). */
export const orderMessages = dashboardMessages((key) => [`orders.errors.${key}`], 'orders')
/** ReviewForm (its own `reviews.form.invalid`) and ReviewReplyForm (`reviews.errors`). */
export const reviewMessages = dashboardMessages(
  (key) => [`reviews.errors.${key}`],
  'reviews',
  'reviews.form',
)
/** The Ask dialog and a conversation's composer and report form (`messages.errors`). */
export const messageMessages = dashboardMessages((key) => [`messages.errors.${key}`], 'messages')
