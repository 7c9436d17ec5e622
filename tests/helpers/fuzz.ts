import fc from 'fast-check'
import sharp from 'sharp'

import {
  accountMessages,
  certificationMessages,
  leadMessages,
  type Locale,
  type MessageCheck,
  type Refusal,
  signInMessages,
} from './formMessages'
import type { FormTable, Rows } from './formRows'
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

type Context = { baseUrl: string; distDir: string; network: () => string; memberCookie: string }
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

/** A form's input from its page in either language (the locale is the page path's: next-intl). */
const inBothLanguages = (input: fc.Arbitrary<unknown>) =>
  fc.tuple(fc.constantFrom<Locale>('en', 'zh'), input)
const localized = (locale: Locale, path: string) =>
  locale === 'en' ? path : `/zh${path === '/' ? '' : path}`

/** Reads a target's input, which is its own arbitrary's value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each target knows its input's shape
type From<R> = (input: any) => R

const action =
  (
    file: string,
    exportName: string,
    pagePath: string,
    args: From<unknown[] | Promise<unknown[]>>,
    signedIn = false,
  ) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const [locale, form] = input as [Locale, unknown]
    const call = await callServerAction({
      baseUrl: context.baseUrl,
      pagePath: localized(locale, pagePath),
      actionId: findServerAction(context.distDir, exportName, file),
      args: await args(form),
      headers: {
        'X-Forwarded-For': context.network(),
        ...(signedIn ? { Cookie: context.memberCookie } : {}),
      },
    })
    // A 200 without a result: the action did not run (e.g. not on that page), nothing was checked.
    if (call.status === 200 && !('result' in call)) {
      const said = call.error ?? call.body.slice(0, 200)
      throw new Error(`${exportName} answered no result on ${pagePath}: ${said}`)
    }
    return { status: call.status, body: call.body, result: call.result, locale }
  }

const get =
  (path: From<string>) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const response = await fetch(new URL(path(input), context.baseUrl), {
      headers: { 'X-Forwarded-For': context.network() },
      redirect: 'manual',
    })
    return { status: response.status, body: await response.text() }
  }
const postJson =
  (path: string) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const response = await fetch(new URL(path, context.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': context.network(),
        Cookie: context.memberCookie,
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
async function photoBytes(kind: (typeof photoKinds)[number]) {
  if (kind === 'none') return undefined
  if (kind === 'empty') return Buffer.alloc(0)
  if (kind === 'notImage') return Buffer.from('%PDF-1.4 not an image')
  const whole = await jpeg()
  // The header whole, the picture not: sharp reads its size, fails to decode it (uploads.damaged).
  return kind === 'truncated' ? whole.subarray(0, Math.floor(whole.length * 0.6)) : whole
}

const studentFields = [
  'realName',
  'idCardNumber',
  'educationalLevel',
  'graduationSchool',
  'major',
  'enrollmentYear',
  'graduationYear',
]
const validStudent = {
  realName: 'Li Hua',
  idCardNumber: '',
  educationalLevel: 'bachelor',
  graduationSchool: 'Fudan University',
  major: 'Physics',
  enrollmentYear: '2019',
  graduationYear: 2023,
}
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
const studentJson = fc
  .oneof(
    fc.constant(validStudent),
    oneFieldOff(validStudent),
    someBlank(validStudent),
    formOf(studentFields, validStudent),
    hostileValue,
  )
  .map((value) => JSON.stringify(value) ?? '')
/** CertificationForm's fields: type, intent, the values as JSON (or hostile, or none), a photo. */
const certificationInput = fc.record(
  {
    type: fc.oneof(
      { arbitrary: fc.constant('student'), weight: 3 },
      fc.constant('organisation'),
      hostileText,
    ),
    intent: fc.oneof({ arbitrary: fc.constantFrom('submit', 'draft'), weight: 3 }, hostileText),
    data: fc.oneof(
      { arbitrary: studentJson, weight: 4 },
      // Not JSON at all.
      hostileText,
    ),
    // Often a real photo: most paths (a replaced photo, a refused save's photo) need one stored first.
    photo: fc.constantFrom(...photoKinds, 'jpeg', 'jpeg'),
  },
  { requiredKeys: ['photo'] },
)
/** The FormData CertificationForm sends (`saveCertification(form)`). */
async function certificationForm({
  photo,
  ...fields
}: {
  photo: (typeof photoKinds)[number]
  type?: string
  intent?: string
  data?: string
}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const bytes = await photoBytes(photo)
  if (bytes)
    form.set('photo', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }))
  return [form]
}

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
}
const profile = {
  firstName: 'Hua',
  lastName: 'Li',
  phone: '+86 138 0000 0000',
  country: 'CN',
  city: 'Beijing',
}
// A new address's first accepted sign-up makes its account and code; later ones find them.
const newAccount = { users: [0, 1], verification_codes: [0, 1] } satisfies Target['stores']

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
        ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'role'],
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
    ),
    send: action('actions/member', 'updateMember', '/user/profile', (i) => i as unknown[], true),
    messages: accountMessages,
  },
  {
    name: 'e-mail change',
    input: inBothLanguages(formOf(['email', 'code'], { email: changedAddress })),
    send: action(
      'actions/member',
      'requestEmailChange',
      '/user/security/email-change',
      (i) => [i],
      true,
    ),
    messages: accountMessages,
    // A code for the new address, unless it is taken (then none) or already has one.
    stores: { verification_codes: [0, 1] },
  },
  {
    name: 'certification',
    input: inBothLanguages(certificationInput),
    send: action(
      'actions/certification',
      'saveCertification',
      '/user/certify/student',
      certificationForm,
      true,
    ),
    messages: certificationMessages,
    // The member's application of its type, and the one photo it shows (a replaced one goes).
    stores: { certifications: [0, 1], certification_documents: [0, 1] },
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
      fc.constantFrom('pages', 'coaches', 'users', 'avatars', 'media/file'),
      hostileText,
    ),
    send: get(([slug, id]) => `/api/${slug}/${q(id)}`),
  },
  { name: 'REST login', input: formOf(['email', 'password']), send: postJson('/api/users/login') },
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
