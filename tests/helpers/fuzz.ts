import fc from 'fast-check'
import sharp from 'sharp'

import { applicationStatuses } from '../../src/lib/enums'
import { emptyRecommenderForm } from '../../src/lib/recommender/profileSchema'

import {
  accountMessages,
  applicationMessages,
  availabilityMessages,
  bookingMessages,
  coachingMessages,
  recommenderMessages,
  certificationMessages,
  leadMessages,
  type Locale,
  managerMessages,
  type MessageCheck,
  orderMessages,
  messageMessages,
  organisationMessages,
  publishingMessages,
  type Refusal,
  reviewMessages,
  signInMessages,
} from './formMessages'
import type { FormTable, Rows } from './formRows'
import { bookingCoach, type FixtureName, type Fixtures, type Member } from './fuzzFixtures'
import { coreSection } from './memberDetails'
import { profile as organisationProfile } from './restSetup'
import { callServerAction, findServerAction } from './serverAction'

/**
 * Fuzzing the portal over HTTP: hostile values for every public endpoint and server action, and
 * the properties every answer must keep (no 5xx, no leak; a form's refusal says only what the
 * form shows in both languages; a refusal stores nothing). Shared by tests/e2e/fuzz.spec.ts (a
 * fixed seed, about 100 cases per endpoint) and bench/fuzz.ts (thousands, counted by outcome).
 */

/** Text no form expects: control characters, halves of characters, invisible-only, markup, SQL, huge. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u200b\u200b',
    '\ufeff',
    '\u202e evil',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '$1',
    '$@0',
    '{"a":1}',
    '../../etc/passwd',
    '%00',
    '１２３',
    '',
  ),
  fc.constantFrom('x'.repeat(5_000), '中'.repeat(2_000)),
  fc.string({ maxLength: 20 }).map((s) => `${s}@${s}.test`),
)
/** Anything where a string belongs: numbers, arrays, objects, null, booleans. */
// (Spread into plain objects: fast-check may build objects without a prototype, which no client sends.)
export const hostileValue = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }).map((value) => ({ ...value })),
)
/** Where an id belongs: none, below one, a fraction, past PostgreSQL's integers, or anything. */
const hostileId = fc.oneof(fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2), hostileValue)
/** Text of any length up to past every field's limit, as a person can paste it. */
const longText = fc.integer({ min: 1, max: 5_001 }).map((length) => 'x'.repeat(length))
/**
 * A form body: the expected field names with hostile values, some missing, some extra. Fields with
 * a `valid` value mostly get it, so cases also reach what follows the first check (and some pass),
 * or else a text of any length (each length limit's own message).
 */
export const formOf = (fields: string[], valid: Record<string, unknown> = {}) =>
  fc
    .record(
      Object.fromEntries(
        [...fields, 'extra', '__proto__'].map((field) => [
          field,
          Object.hasOwn(valid, field)
            ? fc.oneof(
                { arbitrary: fc.constant(valid[field]), weight: 3 },
                { arbitrary: hostileValue, weight: 1 },
                { arbitrary: longText, weight: 1 },
              )
            : hostileValue,
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((value) => ({ ...value }))

export type Outcome = '2xx' | '3xx' | '4xx' | '5xx' | 'leak' | 'unlocalized' | 'partial'
/** An answer; from a server action also its result and the language of the page it came from. */
export type Answer = { status: number; body: string; result?: unknown; locale?: Locale }

/** What no answer may hold: database statements, stack frames, internal error names. */
const leak =
  /Failed query|DrizzleQueryError|invalid input syntax|syntax error at|\bat [\w.<>]+ \([^)]*\.(?:js|ts):\d+|node_modules\//

export const outcomeOf = ({ status, body }: Answer): Outcome =>
  status >= 500
    ? '5xx'
    : leak.test(body)
      ? 'leak'
      : status >= 400
        ? '4xx'
        : status >= 300
          ? '3xx'
          : '2xx'

/** Where the cases go; `fixtures`: the members and documents set up for them (none: signed out). */
export type Context = {
  baseUrl: string
  distDir: string
  network: () => string
  fixtures?: Fixtures
}
export type Target = {
  name: string
  input: fc.Arbitrary<unknown>
  send: (input: unknown, context: Context) => Promise<Answer>
  /** A form's server action: what the form could not show of a refusal in both languages. */
  messages?: MessageCheck
  /**
   * The rows one accepted answer (`ok: true`) adds: exactly n, or [least, most] where it may
   * update an earlier row instead.
   */
  stores?: Partial<Record<FormTable, number | [number, number]>>
}

const resultOf = (answer: Answer) =>
  answer.result !== null && typeof answer.result === 'object'
    ? (answer.result as Refusal & { ok?: unknown })
    : undefined

/** Tables grown by other than the answer accounts for (nothing, unless an accepted form). */
function unaccounted(target: Target, accepted: boolean, grown: Rows) {
  return Object.entries(grown).flatMap(([table, rows]) => {
    const allowed = (accepted && target.stores?.[table as FormTable]) || 0
    const [least, most] = typeof allowed === 'number' ? [allowed, allowed] : allowed
    return rows < least || rows > most
      ? [`${table} +${rows} (${accepted ? `accepted: ${least}–${most}` : 'not accepted: 0'})`]
      : []
  })
}

export type Verdict = { outcome: Outcome; accepted: boolean; why?: string }

/**
 * One answer judged: 5xx and leaks first, then what a form's refusal says, then (when counted: the
 * rows each form table gained during the case) what was stored.
 */
export function verdictOf(target: Target, answer: Answer, grown?: Rows): Verdict {
  const outcome = outcomeOf(answer)
  const result = resultOf(answer)
  const accepted = result?.ok === true
  if (outcome === '5xx' || outcome === 'leak') return { outcome, accepted }
  const unshown =
    result?.ok === false && target.messages ? target.messages(result, answer.locale ?? 'en') : []
  if (unshown.length > 0) return { outcome: 'unlocalized', accepted, why: unshown.join('; ') }
  const partial = grown ? unaccounted(target, accepted, grown) : []
  if (partial.length > 0) return { outcome: 'partial', accepted, why: partial.join('; ') }
  return { outcome, accepted }
}

/**
 * A form's input from its page in either language (the locale is the page path's: next-intl),
 * sent signed in as `by` when given, now and then as one of the `others` (whom it refuses).
 */
const inBothLanguages = (input: fc.Arbitrary<unknown>, by?: Member, others: Member[] = []) =>
  fc.tuple(
    fc.constantFrom<Locale>('en', 'zh'),
    input,
    by
      ? fc.oneof(
          { arbitrary: fc.constant(by), weight: 4 },
          ...others.map((member) => ({ arbitrary: fc.constant(member), weight: 1 })),
        )
      : fc.constant(undefined),
  )
const localized = (locale: Locale, path: string) =>
  locale === 'en' ? path : `/zh${path === '/' ? '' : path}`

/** Reads a target's input, which is its own arbitrary's value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each target knows its input's shape
type From<R> = (input: any) => R
type Ids = Partial<Fixtures['ids']>

/** A document the set-up made, named in an input (its id is known only once the portal runs). */
class Fixture {
  constructor(
    readonly name: FixtureName,
    /** Sent as a form's text field holds an id ("12"). */
    readonly asText = false,
  ) {}
  toJSON() {
    return `<${this.name}>`
  }
  [fc.toStringMethod]() {
    return this.toJSON()
  }
}
const fixture = (name: FixtureName) => fc.constant(new Fixture(name))

/** The input with each fixture's id in its place (1 when nothing was set up). */
function withIds(value: unknown, ids: Ids = {}): unknown {
  if (value instanceof Fixture) {
    const id = ids[value.name] ?? 1
    return value.asText ? String(id) : id
  }
  if (Array.isArray(value)) return value.map((item) => withIds(item, ids))
  // (fast-check's records may have no prototype: rebuilt as the plain objects a client sends.)
  if (
    value !== null &&
    typeof value === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value))
  )
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withIds(item, ids)]))
  return value
}

const action =
  (
    file: string,
    exportName: string,
    pagePath: string | ((ids: Ids) => string),
    args: From<unknown[] | Promise<unknown[]>>,
  ) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const [locale, form, member] = input as [Locale, unknown, Member | undefined]
    const ids = context.fixtures?.ids
    const page = typeof pagePath === 'string' ? pagePath : pagePath(ids ?? {})
    const cookie = member && context.fixtures?.cookies[member]
    const call = await callServerAction({
      baseUrl: context.baseUrl,
      pagePath: localized(locale, page),
      actionId: findServerAction(context.distDir, exportName, file),
      args: await args(withIds(form, ids)),
      headers: { 'X-Forwarded-For': context.network(), ...(cookie ? { Cookie: cookie } : {}) },
    })
    // A 200 without a result: the action did not run (e.g. not on that page), nothing was checked.
    if (call.status === 200 && !('result' in call)) {
      const said = call.error ?? call.body.slice(0, 200)
      throw new Error(`${exportName} answered no result on ${page}: ${said}`)
    }
    return { status: call.status, body: call.body, result: call.result, locale }
  }

/**
 * A GET of the path; with `follow`, up to three redirects are followed and the page they lead to
 * judged (the server drops control characters from a query, then a list page sends it to the one
 * address of its state: that page renders what survived).
 */
const get =
  (path: From<string>, { follow = false } = {}) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    let url = new URL(path(withIds(input, context.fixtures?.ids)), context.baseUrl)
    for (let hops = 0; ; hops += 1) {
      const response = await fetch(url, {
        headers: { 'X-Forwarded-For': context.network() },
        redirect: 'manual',
      })
      const location = response.headers.get('location')
      if (!follow || hops === 3 || !location || response.status < 300 || response.status >= 400)
        return { status: response.status, body: await response.text() }
      url = new URL(location, url)
    }
  }
const postJson =
  (path: string) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const response = await fetch(new URL(path, context.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': context.network(),
        ...(context.fixtures ? { Cookie: context.fixtures.cookies.student } : {}),
      },
      body: JSON.stringify(input),
    })
    return { status: response.status, body: await response.text() }
  }
/** Percent-encodes any value as a browser would send it (a half of a character goes as U+FFFD's bytes). */
const q = (value: unknown) =>
  [...Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('')

/** Photos a member might send: none, an empty file, not an image, a JPEG cut short, a real JPEG. */
const photoKinds = ['none', 'empty', 'notImage', 'truncated', 'jpeg'] as const
type PhotoKind = (typeof photoKinds)[number]
let smallJpeg: Promise<Buffer> | undefined
const jpeg = () =>
  (smallJpeg ??= sharp({
    create: {
      width: 48,
      height: 48,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer())
async function photoBytes(kind: PhotoKind) {
  if (kind === 'none') return undefined
  if (kind === 'empty') return Buffer.alloc(0)
  if (kind === 'notImage') return Buffer.from('%PDF-1.4 not an image')
  const whole = await jpeg()
  // The header whole, the picture not: sharp reads its size, fails to decode it (uploads.damaged).
  return kind === 'truncated' ? whole.subarray(0, Math.floor(whole.length * 0.6)) : whole
}
/** CVs a student might send: none, an empty file, a photo, a PDF cut short, a whole PDF. */
const cvKinds = ['none', 'empty', 'notPdf', 'truncated', 'pdf'] as const
type CvKind = (typeof cvKinds)[number]
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n',
)
async function cvBytes(kind: CvKind) {
  if (kind === 'none') return undefined
  if (kind === 'empty') return Buffer.alloc(0)
  if (kind === 'notPdf') return jpeg()
  return kind === 'truncated' ? pdf.subarray(0, 20) : pdf
}

/** The FormData a form sends: its texts (a value that is none is left out), and its file if any. */
function formData(
  fields: Record<string, unknown>,
  file?: { field: string; bytes?: Buffer; name: string; type: string },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') form.set(name, value)
  if (file?.bytes)
    form.set(file.field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  return form
}
/** A form's texts with a photo under `field` (its kind in the input). */
const withPhoto =
  (field: string) =>
  async ({ [field]: kind, ...fields }: Record<string, unknown>) =>
    formData(fields, {
      field,
      bytes: await photoBytes(kind as PhotoKind),
      name: 'photo.jpg',
      type: 'image/jpeg',
    })

/** A valid form with one field hostile: each field's own check, the rest of the save going on. */
const oneFieldOff = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid)), hostileValue)
    .map(([field, value]) => ({ ...valid, [field]: value }))
/** A half-filled form, as a member saves a draft: some fields left empty. */
const someBlank = (valid: Record<string, unknown>) =>
  fc
    .subarray(Object.keys(valid), { minLength: 1 })
    .map((blank) => ({ ...valid, ...Object.fromEntries(blank.map((field) => [field, ''])) }))
/** A form's values: valid (or one of its `variants`), one field off, half blank, any, or none at all. */
const formValues = (valid: Record<string, unknown>, variants: Record<string, unknown>[] = []) =>
  fc.oneof(
    fc.constantFrom(valid, ...variants.map((variant) => ({ ...valid, ...variant }))),
    oneFieldOff(valid),
    someBlank(valid),
    formOf(Object.keys(valid), valid),
    hostileValue,
  )
/** A form's values as the JSON it sends beside a file, or not JSON at all. */
const valuesJson = (valid: Record<string, unknown>) =>
  fc.oneof(
    { arbitrary: formValues(valid).map((value) => JSON.stringify(value) ?? ''), weight: 4 },
    hostileText,
  )

const validStudent = {
  realName: 'Li Hua',
  idCardNumber: '',
  educationalLevel: 'bachelor',
  graduationSchool: 'Fudan University',
  major: 'Physics',
  enrollmentYear: '2019',
  graduationYear: 2023,
}
/** CertificationForm's fields: type, intent, the values as JSON (or hostile, or none), a photo. */
const certificationInput = fc.record(
  {
    type: fc.oneof(
      { arbitrary: fc.constant('student'), weight: 3 },
      fc.constant('organisation'),
      hostileText,
    ),
    intent: fc.oneof({ arbitrary: fc.constantFrom('submit', 'draft'), weight: 3 }, hostileText),
    data: valuesJson(validStudent),
    // Often a real photo: most paths (a replaced photo, a refused save's photo) need one stored first.
    photo: fc.constantFrom(...photoKinds, 'jpeg', 'jpeg'),
  },
  { requiredKeys: ['photo'] },
)

// Valid values, so that cases get past the first check. Sign-up and e-mail change use an address
// each: the per-address limits would otherwise refuse one form for the other's cases.
const contact = {
  name: 'Li Hua',
  email: 'li.hua@example.test',
  phone: '+86 138 0000 0000',
  message: 'When does it start?',
}
const consultation = {
  studentName: 'Li Hua',
  service: 'academic-coaching',
  school: 'No. 2 High School',
  gpa: '3.8',
  contact: 'lihua_2008',
  coach: '',
  plan: '',
}
const newAddress = 'fuzz.new@example.test'
const changedAddress = 'fuzz.change@example.test'
const password = 'Passw0rd12'
const validMember = {
  email: newAddress,
  password,
  confirmPassword: password,
  firstName: 'Hua',
  lastName: 'Li',
  role: 'student',
  acceptPolicies: true,
}
const profile = {
  firstName: 'Hua',
  lastName: 'Li',
  phone: '+86 138 0000 0000',
  country: 'CN',
  city: 'Beijing',
}

// A new address's first accepted sign-up makes its account, code and acceptance of the terms and
// privacy policy; later ones find them.
const newAccount = {
  users: [0, 1],
  verification_codes: [0, 1],
  consents: [0, 1],
} satisfies Target['stores']

/** The institution's profile as its sections send it. */
const validTexts = {
  en: { ...organisationProfile.texts.en, shortName: '' },
  zh: { ...organisationProfile.texts.zh, shortName: '' },
}
const validLink = { platform: 'WeChat', url: 'https://weixin.qq.com/harbour' }
const validManager = {
  nameZh: '王芳',
  nameEn: 'Wang Fang',
  introductionZh: '十年留学咨询经验。',
  introductionEn: 'Ten years of study-abroad advice.',
  businessAreaNamesZh: '游学',
  businessAreaNamesEn: 'Study tours',
  businessAreaCodes: ['study-tour', 'tutoring'],
  phone: '+86 21 5555 0101',
  email: 'wang.fang@harbour.example.com',
}
/** A coach's hours as the hours form sends them, for the profile the coach's account runs. */
const validHours = {
  timeZone: 'Europe/London',
  weekly: [{ weekday: '1', start: '09:00', end: '12:00' }],
  overrides: [],
  consultationMinutes: 30,
  sessionMinutes: 60,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  maxPerDay: null,
  changeDeadlineHours: 24,
  coach: new Fixture('coachProfile'),
}
/** A profile the recommender takes, in both languages. */
const validRecommenderProfile = {
  ...emptyRecommenderForm,
  interests: '人工智能、robotics',
  countries: ['US', 'GB'],
  budgetMax: '9000',
  kinds: ['study-tour', 'internship'],
}
/** ListingForm's values for a study tour: its contact and cover are the institution's own. */
const validOffering = {
  titleEn: 'Summer in Oxford',
  titleZh: '牛津夏季游学',
  summaryEn: 'Two weeks of lectures.',
  summaryZh: '两周课程。',
  descriptionEn: 'Lectures every morning.\nPunting after.',
  descriptionZh: '每天上午听课。\n下午撑篙游河。',
  cityEn: 'Oxford',
  cityZh: '牛津',
  type: 'study-tour',
  country: 'GB',
  languages: ['en'],
  englishLevel: 'ielts',
  startDate: '2031-07-01',
  endDate: '2031-07-14',
  deadline: '2031-06-01',
  durationDays: '14',
  minAge: '14',
  maxAge: '18',
  minEducationLevel: 'high-school',
  maxEducationLevel: 'bachelor',
  price: '4200',
  currency: 'GBP',
  capacity: '30',
  placesLeft: '12',
  contactManager: new Fixture('manager', true),
  cover: new Fixture('image', true),
  status: 'published',
}
const validJob = {
  titleEn: 'Data analyst intern',
  titleZh: '数据分析实习生',
  descriptionEn: 'SQL and dashboards.',
  descriptionZh: 'SQL 与数据看板。',
  cityEn: 'Shanghai',
  cityZh: '上海',
  type: 'internship',
  country: 'CN',
  languages: ['en', 'zh'],
  englishLevel: 'cet6',
  remote: false,
  industry: 'technology',
  pay: 'stipend',
  salaryMin: '3000',
  salaryMax: '5000',
  currency: 'CNY',
  salaryPeriod: 'month',
  educationLevel: 'bachelor',
  startDate: '2031-09-01',
  deadline: '2031-08-01',
  contactManager: '',
  status: 'published',
}
/** The form's other buttons: save as a draft, close. */
const otherStatuses = [{ status: 'draft' }, { status: 'closed' }]
/** The listing a form edits (none: a new one), sent as the action's second argument. */
const listingId = (...own: FixtureName[]) =>
  fc.option(fc.oneof(...own.map(fixture), hostileId), { nil: undefined })
/** The listings a student may apply to: open (once each), applied to, closed, a draft, the wrong kind. */
const appliedTo = fc.oneof(
  fc.record({ kind: fc.constant('offerings'), id: fixture('offering') }),
  fc.record({ kind: fc.constant('jobs'), id: fixture('job') }),
  fc.record({
    kind: fc.constant('offerings'),
    id: fc.oneof(fixture('appliedOffering'), fixture('closedOffering'), fixture('draftOffering')),
  }),
  fc.record({ kind: fc.constant('jobs'), id: fixture('offering') }),
  fc.record({ kind: fc.constantFrom('offerings', 'jobs'), id: hostileId }),
)
const applyInput = fc.record({
  application: fc.oneof(
    {
      arbitrary: fc
        .tuple(appliedTo, fc.oneof(fc.constantFrom('I would love to join.', ''), hostileText))
        .map(([listing, message]) => ({ ...listing, message })),
      weight: 4,
    },
    formOf(['kind', 'id', 'message'], { kind: 'offerings', id: new Fixture('offering') }),
  ),
  cv: fc.constantFrom(...cvKinds),
})

/** Stars as the review form sends them (1 to 5), or none, too many, a part of one, a text. */
const stars = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 4 },
  fc.constantFrom(0, 6, -1, 2.5, '5', null),
  hostileValue,
)
/** A review as the form sends it, of the student's held session. */
const validReview = {
  booking: new Fixture('heldSession'),
  rating: 4,
  criteria: { expertise: 5, clarity: 4, helpfulness: 3 },
  text: 'Clear advice on my personal statement.',
}
/** Reviews of the student's held session, another student's upcoming one, their own free consultation (not held), or none. */
const reviewInput = fc.oneof(
  {
    arbitrary: fc.record(
      {
        booking: fc.oneof(
          { arbitrary: fixture('heldSession'), weight: 4 },
          fixture('coachSession'),
          fixture('booking'),
          hostileId,
        ),
        rating: stars,
        criteria: fc.oneof(
          {
            arbitrary: fc.record({ expertise: stars, clarity: stars, helpfulness: stars }),
            weight: 4,
          },
          hostileValue,
        ),
        text: fc.oneof(
          {
            arbitrary: fc.constantFrom('讲解非常清楚，建议很实用。', validReview.text, ''),
            weight: 2,
          },
          hostileText,
          longText,
        ),
      },
      { requiredKeys: ['booking', 'rating', 'criteria'] },
    ),
    weight: 4,
  },
  formOf(['booking', 'rating', 'criteria', 'text'], validReview),
)

/** A list page's query: its filters with valid values or hostile ones, some left out. */
const queryOf = (valid: Record<string, string>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(valid).map(([key, value]) => [
          key,
          fc.oneof({ arbitrary: fc.constant(value), weight: 2 }, hostileValue),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((query) =>
      Object.entries(query)
        .map(([key, value]) => `${key}=${q(value)}`)
        .join('&'),
    )

export const targets: Target[] = [
  {
    name: 'contact form',
    input: inBothLanguages(formOf(['name', 'email', 'phone', 'message'], contact)),
    send: action('actions/leads', 'sendContactMessage', '/contact-us', (i) => [
      i,
      { sourcePage: '/contact-us' },
    ]),
    messages: leadMessages('contact'),
    stores: { contact_messages: 1 },
  },
  {
    name: 'consultation',
    input: inBothLanguages(
      formOf(['studentName', 'service', 'school', 'gpa', 'contact', 'coach', 'plan'], consultation),
    ),
    send: action('actions/leads', 'bookConsultation', '/', (i) => [i, {}]),
    messages: leadMessages('consultation'),
    stores: { consultations: 1 },
  },
  {
    name: 'register: send code',
    input: inBothLanguages(
      formOf(
        ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'role', 'acceptPolicies'],
        validMember,
      ),
    ),
    send: action('actions/registration', 'sendRegistrationCode', '/my-account-register', (i) => [
      i,
    ]),
    messages: accountMessages,
    stores: newAccount,
  },
  {
    name: 'register: code',
    input: inBothLanguages(
      formOf(['email', 'password', 'code'], { email: newAddress, password, code: '123456' }),
    ),
    send: action('actions/registration', 'completeRegistration', '/my-account-register', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'sign-up steps',
    input: inBothLanguages(
      formOf(
        ['email', 'role', 'firstName', 'lastName', 'password', 'confirmPassword', 'code'],
        validMember,
      ),
    ),
    send: action('actions/signup', 'saveSignupName', '/lifecycle/signup/name', (i) => [i]),
    messages: accountMessages,
  },
  {
    name: 'sign-in',
    input: inBothLanguages(formOf(['email', 'password'])),
    send: action('actions/session', 'signIn', '/my-account-login', (i) => [i]),
    messages: signInMessages,
  },
  {
    name: 'forgot password',
    input: inBothLanguages(formOf(['email'], { email: newAddress })),
    send: action('actions/password', 'requestPasswordReset', '/my-account-forgot-password', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'reset password',
    input: inBothLanguages(
      formOf(['token', 'password', 'confirmPassword'], { password, confirmPassword: password }),
    ),
    send: action('actions/password', 'resetPassword', '/my-account-reset-password', (i) => [i]),
    messages: accountMessages,
  },
  {
    name: 'member forms',
    input: inBothLanguages(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'profile',
            'introduction',
            'settings',
            'discoverability',
            'constructor',
            '__proto__',
          ),
          hostileText,
        ),
        formOf(
          [
            'firstName',
            'lastName',
            'phone',
            'country',
            'city',
            'introductionEn',
            'preferredLocale',
          ],
          profile,
        ),
      ),
      'student',
    ),
    send: action('actions/member', 'updateMember', '/user/profile', (i) => i as unknown[]),
    messages: accountMessages,
  },
  {
    name: 'e-mail change',
    input: inBothLanguages(formOf(['email', 'code'], { email: changedAddress }), 'student'),
    send: action('actions/member', 'requestEmailChange', '/user/security/email-change', (i) => [i]),
    messages: accountMessages,
    // A code for the new address, unless it is taken (then none) or already has one.
    stores: { verification_codes: [0, 1] },
  },
  {
    name: 'data export: prepare',
    input: inBothLanguages(hostileValue, 'student'),
    send: action('actions/dataExport', 'requestDataExport', '/user/security/data-export', (i) => [
      i,
    ]),
    messages: accountMessages,
    // One archive being prepared at a time: asking again adds nothing.
    stores: { data_exports: [0, 1] },
  },
  {
    name: 'data export: password',
    input: inBothLanguages(formOf(['password']), 'student'),
    send: action('actions/dataExport', 'unlockDataExports', '/user/security/data-export', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'delete account: code',
    input: inBothLanguages(formOf(['password']), 'student'),
    send: action(
      'actions/accountDeletion',
      'sendDeletionCode',
      '/user/security/delete-account',
      (i) => [i],
    ),
    messages: accountMessages,
    // A wrong password sends nothing; the fixture's password is never guessed.
  },
  {
    name: 'delete account: confirm',
    input: inBothLanguages(formOf(['password', 'code']), 'student'),
    send: action(
      'actions/accountDeletion',
      'requestAccountDeletion',
      '/user/security/delete-account',
      (i) => [i],
    ),
    messages: accountMessages,
  },
  {
    name: 'two-step: turn on',
    input: inBothLanguages(formOf(['code']), 'student'),
    send: action('actions/secondFactor', 'turnOnSecondFactor', '/user/security/two-step', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'two-step: turn off',
    input: inBothLanguages(formOf(['password', 'code']), 'student'),
    send: action('actions/secondFactor', 'turnOffSecondFactor', '/user/security/two-step', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'two-step: new recovery codes',
    input: inBothLanguages(formOf(['password']), 'student'),
    send: action('actions/secondFactor', 'renewRecoveryCodes', '/user/security/two-step', (i) => [
      i,
    ]),
    messages: accountMessages,
  },
  {
    name: 'sessions: sign one out',
    input: inBothLanguages(formOf(['id']), 'student'),
    send: action('actions/sessions', 'endSession', '/user/security/sessions', (i) => [i]),
    messages: accountMessages,
  },
  {
    name: 'consent: withdraw news by e-mail',
    input: inBothLanguages(hostileValue, 'student'),
    send: action('actions/consent', 'withdrawNewsConsent', '/user/privacy', (i) => [i]),
    messages: accountMessages,
  },
  {
    name: 'certification',
    input: inBothLanguages(certificationInput, 'student'),
    send: action(
      'actions/certification',
      'saveCertification',
      '/user/certify/student',
      async (i) => [await withPhoto('photo')(i)],
    ),
    messages: certificationMessages,
    // The member's application of its type, and the one photo it shows (a replaced one goes).
    stores: { certifications: [0, 1], certification_documents: [0, 1] },
  },
  {
    name: 'organisation: core',
    input: inBothLanguages(
      fc.record({ data: valuesJson(coreSection), logo: fc.constantFrom(...photoKinds) }),
      'institution',
      ['employer', 'student'],
    ),
    send: action('actions/organisation', 'saveOrganisationCore', '/user/cm', async (i) => [
      await withPhoto('logo')(i),
    ]),
    messages: organisationMessages,
    // The new logo (the one it replaces goes).
    stores: { organisation_images: [0, 1] },
  },
  {
    name: 'organisation: texts',
    input: inBothLanguages(
      fc.oneof(
        fc
          .constantFrom('en' as const, 'zh' as const)
          .chain((language) => fc.tuple(fc.constant(language), formValues(validTexts[language]))),
        fc.tuple(hostileValue, formValues(validTexts.en)),
      ),
      'institution',
      ['employer'],
    ),
    send: action('actions/organisation', 'saveOrganisationTexts', '/user/cm', (i) => i),
    messages: organisationMessages,
  },
  {
    name: 'organisation: social links',
    input: inBothLanguages(
      fc.oneof(
        fc.record({
          socialLinks: fc.array(
            fc.oneof(
              fc.constant(validLink),
              oneFieldOff(validLink),
              formOf(['id', 'platform', 'url'], validLink),
            ),
            { maxLength: 14 },
          ),
        }),
        formOf(['socialLinks'], { socialLinks: [validLink] }),
        hostileValue,
      ),
      'institution',
      ['student'],
    ),
    send: action('actions/organisation', 'saveOrganisationSocialLinks', '/user/cm', (i) => [i]),
    messages: organisationMessages,
  },
  {
    name: 'organisation: delete link',
    input: inBothLanguages(hostileValue, 'institution'),
    send: action('actions/organisation', 'deleteOrganisationSocialLink', '/user/cm', (i) => [i]),
    messages: organisationMessages,
  },
  {
    name: 'organisation: display',
    input: inBothLanguages(formValues({ showable: true }, [{ showable: false }]), 'institution', [
      'employer',
    ]),
    send: action('actions/organisation', 'saveOrganisationDisplay', '/user/cm', (i) => [i]),
    messages: organisationMessages,
  },
  {
    name: 'service manager',
    input: inBothLanguages(
      fc.record(
        {
          data: valuesJson(validManager),
          id: fc.oneof(fc.constant(new Fixture('manager', true)), hostileText),
          avatar: fc.constantFrom(...photoKinds),
        },
        { requiredKeys: ['data', 'avatar'] },
      ),
      'institution',
      ['employer', 'student'],
    ),
    send: action('actions/organisation', 'saveServiceManager', '/user/cm/info', async (i) => [
      await withPhoto('avatar')(i),
    ]),
    messages: managerMessages,
    // A new manager (or an edited one) and its photo (the one it replaces goes).
    stores: { service_managers: [0, 1], organisation_images: [0, 1] },
  },
  {
    name: 'programme or tour',
    input: inBothLanguages(
      fc.tuple(
        formValues(validOffering, [
          ...otherStatuses,
          { endDate: '2031-06-20' },
          { minAge: '18', maxAge: '14' },
          { placesLeft: '40' },
          { contactManager: '', cover: '' },
        ]),
        listingId('appliedOffering', 'draftOffering', 'job'),
      ),
      'institution',
      ['employer', 'student'],
    ),
    send: action('actions/listings', 'saveOffering', '/user/studyAbroad/info', (i) => i),
    messages: publishingMessages,
    // A new one, or an edited one.
    stores: { offerings: [0, 1] },
  },
  {
    name: 'job or internship',
    input: inBothLanguages(
      fc.tuple(
        formValues(validJob, [...otherStatuses, { salaryMin: '9000' }, { remote: true }]),
        listingId('appliedJob', 'offering'),
      ),
      'employer',
      ['institution'],
    ),
    send: action('actions/listings', 'saveJob', '/user/services/job', (i) => i),
    messages: publishingMessages,
    stores: { jobs: [0, 1] },
  },
  {
    name: 'listing cover',
    input: inBothLanguages(fc.record({ cover: fc.constantFrom(...photoKinds) }), 'institution', [
      'employer',
      'student',
    ]),
    send: action('actions/listings', 'uploadCover', '/user/studyAbroad/info', async (i) => [
      await withPhoto('cover')(i),
    ]),
    messages: publishingMessages,
    stores: { organisation_images: 1 },
  },
  {
    name: 'application status',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            id: fc.oneof({ arbitrary: fixture('application'), weight: 4 }, hostileId),
            status: fc.constantFrom(...applicationStatuses.map((option) => option.value)),
          }),
          weight: 4,
        },
        formOf(['id', 'status'], { id: new Fixture('application'), status: 'interview' }),
      ),
      'institution',
      ['employer', 'applicant'],
    ),
    send: action(
      'actions/listings',
      'changeApplicationStatus',
      ({ appliedOffering }) => `/user/services/applicants/offerings/${appliedOffering ?? 1}`,
      (i) => [i],
    ),
    messages: publishingMessages,
  },
  {
    name: 'delete draft',
    input: inBothLanguages(
      fc.oneof(
        fc.record({
          kind: fc.constantFrom('offerings', 'jobs'),
          id: fc.oneof(
            fixture('draftOffering'),
            fixture('offering'),
            fixture('appliedJob'),
            hostileId,
          ),
        }),
        formOf(['kind', 'id'], { kind: 'offerings', id: new Fixture('draftOffering') }),
      ),
      'institution',
      ['employer'],
    ),
    send: action('actions/listings', 'deleteDraft', '/user/studyAbroad', (i) => [i]),
    messages: publishingMessages,
  },
  {
    name: 'service manager: delete',
    input: inBothLanguages(fc.oneof(fixture('manager'), hostileId), 'institution', ['employer']),
    send: action('actions/organisation', 'deleteServiceManager', '/user/cm', (i) => [i]),
    messages: organisationMessages,
  },
  {
    name: 'apply',
    input: inBothLanguages(applyInput, 'applicant', ['student', 'institution']),
    send: action(
      'actions/applications',
      'apply',
      ({ offering }) => `/programme/${offering ?? 1}`,
      async ({ application, cv }: { application: unknown; cv: CvKind }) => [
        application,
        formData(
          {},
          { field: 'cv', bytes: await cvBytes(cv), name: 'cv.pdf', type: 'application/pdf' },
        ),
      ],
    ),
    messages: applicationMessages,
    // The application, and the CV sent with it.
    stores: { applications: 1, application_documents: [0, 1] },
  },
  {
    name: 'withdraw',
    input: inBothLanguages(
      fc.oneof(
        fc.record({ id: fc.oneof({ arbitrary: fixture('withdrawable'), weight: 4 }, hostileId) }),
        formOf(['id'], { id: new Fixture('withdrawable') }),
      ),
      'applicant',
      ['student', 'institution'],
    ),
    send: action('actions/applications', 'withdrawApplication', '/user/applications', (i) => [i]),
    messages: applicationMessages,
  },
  {
    name: 'book a free consultation',
    input: inBothLanguages(
      formOf(['coach', 'startsAt', 'topic', 'timeZone'], {
        coach: new Fixture('coach'),
        // A time on no coach's slots (a minute past the hour), and one in the past.
        startsAt: '2031-03-03T09:01:00.000Z',
        topic: 'University choices',
        timeZone: 'Asia/Shanghai',
      }),
      'student',
      ['applicant'],
    ),
    send: action('actions/bookings', 'bookFreeConsultation', `/coach/${bookingCoach}/book`, (i) => [
      i,
    ]),
    messages: bookingMessages,
    stores: { bookings: 1 },
  },
  {
    name: 'cancel a booking',
    input: inBothLanguages(
      fc.record({ id: fc.oneof({ arbitrary: fixture('booking'), weight: 2 }, hostileId) }),
      'applicant',
      ['student'],
    ),
    send: action('actions/bookings', 'cancelBooking', '/user/bookings', (i) => [i]),
    messages: bookingMessages,
  },
  {
    name: 'save a coach’s hours',
    input: inBothLanguages(
      formValues(validHours, [
        // An end before its start, a day off, a date that does not exist, a date twice.
        { weekly: [{ weekday: '1', start: '12:00', end: '09:00' }] },
        { overrides: [{ date: '2031-03-03', ranges: [] }] },
        { overrides: [{ date: '2031-02-30', ranges: [{ start: '10:00', end: '11:00' }] }] },
        {
          overrides: [
            { date: '2031-03-03', ranges: [] },
            { date: '2031-03-03', ranges: [{ start: '10:00', end: '11:00' }] },
          ],
        },
        // No such zone or time; rules past their bounds; another zone and a daily limit.
        { timeZone: 'Mars/Olympus_Mons' },
        { weekly: [{ weekday: '8', start: '9:00', end: '25:00' }] },
        { bufferMinutes: 241, horizonDays: 0 },
        { timeZone: 'Asia/Shanghai', maxPerDay: 4, weekly: [] },
        // Another coach's profile (the demo coach): not this account's to set.
        { coach: new Fixture('coach') },
      ]),
      'coach',
      ['student'],
    ),
    send: action('actions/coaching', 'saveAvailability', '/user/coaching/availability', (i) => [i]),
    messages: availabilityMessages,
    // The coach's one availability is updated: no second row, ever.
    stores: { availabilities: 0 },
  },
  {
    name: 'save a service manager’s hours',
    input: inBothLanguages(
      formValues({ ...validHours, coach: undefined, serviceManager: new Fixture('manager') }, [
        { weekly: [{ weekday: '1', start: '12:00', end: '09:00' }] },
        { timeZone: 'Mars/Olympus_Mons' },
        // A coach as well as the manager; another organisation's manager (the demo coach's id).
        { coach: new Fixture('coachProfile') },
        { serviceManager: new Fixture('coach') },
      ]),
      'institution',
      ['student', 'coach'],
    ),
    send: action(
      'actions/coaching',
      'saveAvailability',
      (ids) => `/user/cm/sessions/${ids.manager}/availability`,
      (i) => [i],
    ),
    messages: availabilityMessages,
    // The manager's one availability: made by the first save accepted, then updated.
    stores: { availabilities: [0, 1] },
  },
  {
    name: 'mark a session',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            // Started, still to come, another coach's, or no booking at all.
            id: fc.oneof(
              { arbitrary: fixture('startedSession'), weight: 3 },
              { arbitrary: fixture('coachSession'), weight: 2 },
              fixture('booking'),
              hostileId,
            ),
            status: fc.oneof(
              { arbitrary: fc.constantFrom('held', 'no-show'), weight: 4 },
              fc.constantFrom('cancelled', 'confirmed'),
              hostileValue,
            ),
          }),
          weight: 4,
        },
        formOf(['id', 'status'], { id: new Fixture('startedSession'), status: 'held' }),
      ),
      'coach',
      ['student'],
    ),
    send: action('actions/coaching', 'markSession', '/user/coaching', (i) => [i]),
    messages: coachingMessages,
  },
  {
    name: 'place an order',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            // The coach's package, a draft one, or none.
            package: fc.oneof(
              { arbitrary: fixture('package'), weight: 4 },
              fixture('draftPackage'),
              hostileId,
            ),
            // Stripe is not configured on the e2e server: refused in words of the form.
            method: fc.oneof(
              { arbitrary: fc.constant('bank-transfer'), weight: 3 },
              fc.constant('stripe'),
              hostileValue,
            ),
          }),
          weight: 4,
        },
        formOf(['package', 'method'], { package: new Fixture('package'), method: 'bank-transfer' }),
      ),
      'student',
      ['applicant', 'coach'],
    ),
    send: action(
      'actions/orders',
      'placeOrder',
      ({ package: id }) => `/user/orders/new?package=${id ?? 1}`,
      (i) => [i],
    ),
    messages: orderMessages,
    // The order (three unpaid at most per member: later ones are refused).
    stores: { orders: 1 },
  },
  {
    name: 'cancel an order',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            id: fc.oneof({ arbitrary: fixture('order'), weight: 2 }, hostileId),
          }),
          weight: 4,
        },
        formOf(['id'], { id: new Fixture('order') }),
      ),
      'student',
      ['applicant'],
    ),
    send: action(
      'actions/orders',
      'cancelOrder',
      ({ order }) => `/user/orders/${order ?? 1}`,
      (i) => [i],
    ),
    messages: orderMessages,
  },
  {
    name: 'review a session',
    input: inBothLanguages(reviewInput, 'student', ['applicant']),
    send: action(
      'actions/reviews',
      'submitReview',
      ({ heldSession }) => `/user/bookings/${heldSession ?? 1}/review`,
      (i) => [i],
    ),
    messages: reviewMessages,
    // The first accepted one writes the review; later ones edit it.
    stores: { reviews: [0, 1] },
  },
  {
    name: 'reply to a review',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            id: fc.oneof({ arbitrary: fixture('review'), weight: 4 }, hostileId),
            reply: fc.oneof(
              {
                arbitrary: fc.constantFrom('Thank you for the kind words.', '谢谢您的评价！'),
                weight: 2,
              },
              hostileText,
              longText,
            ),
          }),
          weight: 4,
        },
        formOf(['id', 'reply'], { id: new Fixture('review'), reply: 'Thank you.' }),
      ),
      'coach',
      ['student'],
    ),
    send: action('actions/reviews', 'replyToReview', '/user/coaching', (i) => [i]),
    messages: reviewMessages,
  },
  {
    name: 'ask a coach a question',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            coach: fc.oneof({ arbitrary: fixture('coachProfile'), weight: 4 }, hostileId),
            body: fc.oneof(
              {
                arbitrary: fc.constantFrom('How do sessions work?', '请问课程怎么安排？'),
                weight: 2,
              },
              hostileText,
              longText,
            ),
            clientId: fc.oneof(
              { arbitrary: fc.stringMatching(/^[a-f0-9]{32}$/), weight: 3 },
              hostileValue,
            ),
          }),
          weight: 4,
        },
        formOf(['coach', 'body', 'clientId'], {
          coach: new Fixture('coachProfile'),
          body: 'Hello',
          clientId: 'a'.repeat(32),
        }),
      ),
      'student',
      ['applicant', 'coach'],
    ),
    // Sent from the student's sessions, where "Message the coach" asks.
    send: action('actions/messages', 'askQuestion', '/user/bookings', (i) => [i]),
    messages: messageMessages,
    // A conversation once per student and coach, and the question in it.
    stores: { conversations: [0, 1], messages: [0, 1] },
  },
  {
    name: 'send a message',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            conversation: fc.oneof({ arbitrary: fixture('conversation'), weight: 4 }, hostileId),
            body: fc.oneof(
              { arbitrary: fc.constantFrom('Thank you!', '谢谢！'), weight: 2 },
              hostileText,
              longText,
            ),
            attachments: fc.oneof(
              { arbitrary: fc.constant(undefined), weight: 4 },
              fc.array(hostileId, { maxLength: 5 }),
              hostileValue,
            ),
            clientId: fc.oneof(
              { arbitrary: fc.stringMatching(/^[a-f0-9]{32}$/), weight: 3 },
              hostileValue,
            ),
          }),
          weight: 4,
        },
        formOf(['conversation', 'body', 'clientId'], {
          conversation: new Fixture('conversation'),
          body: 'Hello',
          clientId: 'b'.repeat(32),
        }),
      ),
      'student',
      ['applicant', 'coach'],
    ),
    send: action(
      'actions/messages',
      'sendMessage',
      ({ conversation }) => `/user/messages/${conversation ?? 1}`,
      (i) => [i],
    ),
    messages: messageMessages,
    // One message, or none for a message id already sent.
    stores: { messages: [0, 1] },
  },
  {
    name: 'report a conversation',
    input: inBothLanguages(
      fc.oneof(
        {
          arbitrary: fc.record({
            id: fc.oneof({ arbitrary: fixture('conversation'), weight: 2 }, hostileId),
            reason: fc.oneof(hostileText, longText, fc.constant('')),
          }),
          weight: 4,
        },
        formOf(['id', 'reason'], { id: new Fixture('conversation'), reason: 'x' }),
      ),
      'applicant',
      ['coach'],
    ),
    send: action(
      'actions/messages',
      'reportConversation',
      ({ conversation }) => `/user/messages/${conversation ?? 1}`,
      (i) => [i],
    ),
    messages: messageMessages,
  },
  {
    name: 'recommender: save',
    input: inBothLanguages(
      fc.oneof(
        { arbitrary: fc.constant(validRecommenderProfile), weight: 1 },
        {
          arbitrary: formOf(Object.keys(emptyRecommenderForm), validRecommenderProfile),
          weight: 3,
        },
      ),
      'applicant',
      ['student', 'institution'],
    ),
    send: action('actions/recommender', 'saveRecommendations', '/tools/recommender', (i) => [i]),
    messages: recommenderMessages,
    stores: { recommendation_sets: 1 },
  },
  {
    name: 'recommender pages',
    input: fc.tuple(
      fc.constantFrom('/tools/recommender', '/zh/tools/recommender'),
      hostileValue,
      hostileValue,
      hostileValue,
    ),
    send: get(
      ([path, a, b, c]) =>
        `${path}?interests=${q(a)}&kinds=${q(b)}&gpa=${q(c)}&countries=${q(a)}&only=${q(b)}&more=${q(c)}`,
    ),
  },
  {
    name: 'search pages',
    input: fc.tuple(hostileValue, hostileValue),
    send: get(([text, page]) => `/search?q=${q(text)}&page=${q(page)}`),
  },
  {
    name: 'list pages',
    input: fc.tuple(
      fc.constantFrom('/university', '/zh/coach', '/compare', '/article', '/package'),
      hostileValue,
      hostileValue,
    ),
    send: get(([path, a, b]) => `${path}?coaches=${q(a)}&page=${q(b)}&sort=${q(a)}`),
  },
  {
    name: 'offer pages',
    input: fc.tuple(
      fc.constantFrom(
        '/study-tour',
        '/zh/study-tour',
        '/overseas-study',
        '/zh/online-courses',
        '/academic-tutoring',
      ),
      queryOf({
        type: 'pre-college',
        country: 'GB',
        month: '2031-07',
        from: '2031-07-01',
        to: '2031-06-01',
        maxPrice: '5000',
        level: 'bachelor',
        language: 'en',
        page: '2',
      }),
    ),
    send: get(([path, query]) => `${path}?${query}`, { follow: true }),
  },
  {
    name: 'job list',
    input: fc.tuple(
      fc.constantFrom('/employment/job', '/zh/employment/job'),
      queryOf({
        type: 'internship',
        country: 'CN',
        city: 'Shanghai',
        remote: '1',
        industry: 'technology',
        minSalary: '3000',
        english: 'cet6',
        page: '1',
      }),
    ),
    send: get(([path, query]) => `${path}?${query}`, { follow: true }),
  },
  {
    name: 'listing and organisation pages',
    input: fc.tuple(
      fc.constantFrom(
        '/programme/',
        '/zh/programme/',
        '/employment/job/',
        '/zh/employment/job/',
        '/organisation/',
        '/zh/organisation/',
      ),
      fc.oneof(
        {
          arbitrary: fc
            .constantFrom<FixtureName>(
              'offering',
              'closedOffering',
              'draftOffering',
              'job',
              'organisation',
              'employerOrganisation',
            )
            .map((name) => new Fixture(name)),
          weight: 2,
        },
        hostileText,
        fc.integer(),
      ),
      hostileValue,
    ),
    send: get(([path, id, page]) => `${path}${q(id)}?page=${q(page)}`),
  },
  {
    name: 'REST queries',
    input: fc.tuple(
      fc.constantFrom(
        'pages',
        'coaches',
        'universities',
        'articles',
        'media',
        'users',
        'certifications',
        'orders',
        'reviews',
        'conversations',
        'messages',
      ),
      hostileValue,
      hostileValue,
    ),
    send: get(
      ([slug, a, b]) =>
        `/api/${slug}?where[${q(a)}][equals]=${q(b)}&page=${q(b)}&limit=${q(a)}&sort=${q(a)}&depth=${q(b)}`,
    ),
  },
  {
    name: 'REST by id',
    input: fc.tuple(
      fc.constantFrom(
        'pages',
        'coaches',
        'users',
        'avatars',
        'media/file',
        'orders',
        'reviews',
        'messages',
        'message-attachments/file',
      ),
      hostileText,
    ),
    send: get(([slug, id]) => `/api/${slug}/${q(id)}`),
  },
  { name: 'REST login', input: formOf(['email', 'password']), send: postJson('/api/users/login') },
  {
    name: 'REST second factor',
    input: formOf(['code', 'recoveryCode']),
    send: postJson('/api/users/second-factor'),
  },
  {
    name: 'REST accept policies',
    input: hostileValue,
    send: postJson('/api/consents/accept-policies'),
  },
  {
    name: 'GraphQL',
    input: fc.record({
      query: fc.oneof(
        hostileText,
        fc.constantFrom(
          '{ Access { canAccessAdmin } }',
          '{ Pages(page: -1) { docs { id } } }',
          '{ Users { docs { email } } }',
        ),
      ),
      variables: hostileValue,
    }),
    send: postJson('/api/graphql'),
  },
]
