import fc from 'fast-check'

import { callServerAction, findServerAction } from './serverAction'

/**
 * Fuzzing the portal over HTTP: hostile values for every public endpoint and server action, and
 * the property every answer must keep. Shared by tests/e2e/fuzz.spec.ts (a fixed seed, about 100
 * cases per endpoint) and bench/fuzz.ts (thousands, with counts by outcome).
 */

/** Text no form expects: control characters, halves of characters, invisible-only, markup, SQL, huge. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\u200b\u200b', '\ufeff', '\u202e evil', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '$1', '$@0', '{"a":1}', '../../etc/passwd', '%00', '１２３', ''),
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
/** A form body: the expected field names with hostile values, some missing, some extra. */
export const formOf = (fields: string[]) =>
  fc.record(Object.fromEntries([...fields, 'extra', '__proto__'].map((field) => [field, hostileValue])), { requiredKeys: [] }).map((value) => ({ ...value }))

export type Outcome = '2xx' | '3xx' | '4xx' | '5xx' | 'leak'
export type Answer = { status: number; body: string }

/** What no answer may hold: database statements, stack frames, internal error names. */
const leak = /Failed query|DrizzleQueryError|invalid input syntax|syntax error at|\bat [\w.<>]+ \([^)]*\.(?:js|ts):\d+|node_modules\//

export const outcomeOf = ({ status, body }: Answer): Outcome =>
  status >= 500 ? '5xx' : leak.test(body) ? 'leak' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx'

type Context = { baseUrl: string; distDir: string; network: () => string; memberCookie: string }
export type Target = { name: string; input: fc.Arbitrary<unknown>; send: (input: unknown, context: Context) => Promise<Answer> }

const action =
  (file: string, exportName: string, pagePath: string, shape: (input: unknown) => unknown[], signedIn = false) =>
  async (input: unknown, context: Context): Promise<Answer> => {
    const call = await callServerAction({
      baseUrl: context.baseUrl,
      pagePath,
      actionId: findServerAction(context.distDir, exportName, file),
      args: shape(input),
      headers: { 'X-Forwarded-For': context.network(), ...(signedIn ? { Cookie: context.memberCookie } : {}) },
    })
    return { status: call.status, body: call.body }
  }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each target's input is its own arbitrary's tuple
const get = (path: (input: any) => string) => async (input: unknown, context: Context): Promise<Answer> => {
  const response = await fetch(new URL(path(input), context.baseUrl), { headers: { 'X-Forwarded-For': context.network() }, redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}
const postJson = (path: string) => async (input: unknown, context: Context): Promise<Answer> => {
  const response = await fetch(new URL(path, context.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': context.network(), Cookie: context.memberCookie },
    body: JSON.stringify(input),
  })
  return { status: response.status, body: await response.text() }
}
/** Percent-encodes any value as a browser would send it (a half of a character goes as U+FFFD's bytes). */
const q = (value: unknown) =>
  [...Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')

export const targets: Target[] = [
  { name: 'contact form', input: formOf(['name', 'email', 'phone', 'message']), send: action('contact-us/actions', 'sendContactMessage', '/contact-us', (i) => [i, { sourcePage: '/contact-us' }]) },
  { name: 'consultation', input: formOf(['studentName', 'service', 'school', 'gpa', 'contact', 'coach', 'plan']), send: action('lib/leads/bookConsultation', 'bookConsultation', '/', (i) => [i, {}]) },
  { name: 'register: send code', input: formOf(['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'role']), send: action('lib/accounts/actions/register', 'sendRegistrationCode', '/my-account-register', (i) => [i]) },
  { name: 'register: code', input: formOf(['email', 'password', 'code']), send: action('lib/accounts/actions/register', 'completeRegistration', '/my-account-register', (i) => [i]) },
  { name: 'sign-up steps', input: formOf(['email', 'role', 'firstName', 'lastName', 'password', 'confirmPassword', 'code']), send: action('lib/accounts/actions/signup', 'saveSignupName', '/lifecycle/signup/name', (i) => [i]) },
  { name: 'sign-in', input: formOf(['email', 'password']), send: action('my-account-login/actions', 'signIn', '/my-account-login', (i) => [i]) },
  { name: 'forgot password', input: formOf(['email']), send: action('lib/accounts/actions/password', 'requestPasswordReset', '/my-account-forgot-password', (i) => [i]) },
  { name: 'reset password', input: formOf(['token', 'password', 'confirmPassword']), send: action('lib/accounts/actions/password', 'resetPassword', '/my-account-reset-password', (i) => [i]) },
  {
    name: 'member forms',
    input: fc.tuple(fc.oneof(fc.constantFrom('profile', 'introduction', 'settings', 'discoverability', 'constructor', '__proto__'), hostileText), formOf(['firstName', 'lastName', 'phone', 'country', 'city', 'introductionEn', 'preferredLocale'])),
    send: action('lib/accounts/actions/member', 'updateMember', '/user/profile', (i) => i as unknown[], true),
  },
  { name: 'e-mail change', input: formOf(['email', 'code']), send: action('lib/accounts/actions/security', 'requestEmailChange', '/user/security', (i) => [i], true) },
  { name: 'search pages', input: fc.tuple(hostileValue, hostileValue), send: get(([text, page]) => `/search?q=${q(text)}&page=${q(page)}`) },
  { name: 'list pages', input: fc.tuple(fc.constantFrom('/university', '/zh/coach', '/compare', '/article', '/package'), hostileValue, hostileValue), send: get(([path, a, b]) => `${path}?coaches=${q(a)}&page=${q(b)}&sort=${q(a)}`) },
  {
    name: 'REST queries',
    input: fc.tuple(fc.constantFrom('pages', 'coaches', 'universities', 'articles', 'media', 'users', 'certifications'), hostileValue, hostileValue),
    send: get(([slug, a, b]) => `/api/${slug}?where[${q(a)}][equals]=${q(b)}&page=${q(b)}&limit=${q(a)}&sort=${q(a)}&depth=${q(b)}`),
  },
  { name: 'REST by id', input: fc.tuple(fc.constantFrom('pages', 'coaches', 'users', 'avatars', 'media/file'), hostileText), send: get(([slug, id]) => `/api/${slug}/${q(id)}`) },
  { name: 'REST login', input: formOf(['email', 'password']), send: postJson('/api/users/login') },
  { name: 'GraphQL', input: fc.record({ query: fc.oneof(hostileText, fc.constantFrom('{ Access { canAccessAdmin } }', '{ Pages(page: -1) { docs { id } } }', '{ Users { docs { email } } }')), variables: hostileValue }), send: postJson('/api/graphql') },
]
