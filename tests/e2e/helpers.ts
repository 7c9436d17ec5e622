import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import PostalMime, { type Email } from 'postal-mime'
import sharp from 'sharp'

import { lexicalFromBlocks } from '../../src/lib/richtext/fromBlocks'
import { studentDetails } from '../helpers/restSetup'
import { freshCode } from '../helpers/totpCodes'

import { e2eAdmin, e2eMailDir } from './env'

let counter = 0

let adminSession: Promise<string> | undefined

/**
 * The e2e admin's REST token, signed in once per worker with both factors (its codes are good
 * once, so each sign-in costs a 30-second step: the session is shared).
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= (async () => {
    const login = await request.post('/api/users/login', {
      data: { email: e2eAdmin.email, password: e2eAdmin.password },
    })
    expect(login.ok()).toBe(true)
    const { token } = (await login.json()) as { token: string }
    // A code this worker gave before it restarted is refused as used: the next one is not.
    for (let tries = 0; ; tries++) {
      const passed = await request.post('/api/users/second-factor', {
        headers: { Authorization: `JWT ${token}` },
        data: { code: await freshCode(e2eAdmin.totpSecret) },
      })
      if (passed.ok()) return token
      expect(tries < 2 && (await passed.text()).includes('already been used')).toBe(true)
    }
  })()
  return adminSession
}

/**
 * Creates a user through the REST API as the e2e admin; returns its credentials. A member has
 * accepted the policies in force (as at registration), unless `acceptPolicies` is false: an
 * account an admin made is otherwise asked to first.
 */
export async function createUser(
  request: APIRequestContext,
  roles: string[],
  password = 'Passw0rd12',
  { acceptPolicies = true } = {},
) {
  const token = await adminToken(request)
  counter += 1
  const email = `${roles.join('-')}-${Date.now()}-${counter}@e2e.test`
  const created = await request.post('/api/users', {
    data: { email, password, roles },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  if (acceptPolicies && !roles.some((role) => ['admin', 'editor', 'reviewer'].includes(role)))
    await acceptPoliciesAs(request, { email, password })
  return { email, password }
}

/** The member accepts the policies in force over REST (from a network of its own, as apps do). */
export async function acceptPoliciesAs(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const octet = () => Math.floor(Math.random() * 250)
  const network = { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }
  const login = await request.post('/api/users/login', { data: account, headers: network })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const accepted = await request.post('/api/consents/accept-policies', {
    headers: { ...network, Authorization: `JWT ${token}` },
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)
}

/** Signs in through the portal's own login page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^(Email|邮箱)$/).fill(email)
  await page.getByLabel(/^(Password|密码)$/).fill(password)
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click()
}

/** Waits for a mail the e2e server's SMTP mailbox wrote to disk and matching `match`; returns it parsed. */
export async function waitForMail(
  match: (mail: Email) => boolean,
  timeoutMs = 15_000,
): Promise<Email> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(e2eMailDir)
      ? fs.readdirSync(e2eMailDir).filter((f) => f.endsWith('.eml'))
      : []
    for (const file of files) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(e2eMailDir, file)))
      if (match(mail)) return mail
    }
    if (Date.now() > deadline)
      throw new Error(`no matching mail within ${timeoutMs} ms (${files.length} in the mailbox)`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Clicks the language switcher once the page has hydrated: until then the server-rendered
 * fallback (without the query string) and the live link can both be in the page for a moment.
 */
export async function switchLanguage(page: Page) {
  const switcher = page.getByTestId('language-switcher')
  await expect(switcher).toHaveCount(1)
  await switcher.click()
}

/** Waits until client components are interactive (the colour-mode switch knows its mode only after hydration). */
export async function waitForHydration(page: Page) {
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
}

/** Waits until the page's finite animations and transitions have ended, at most 2 s. */
const animationsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2_000)),
    ]),
  )

/**
 * The page's WCAG 2.2 AA violations as axe finds them: each rule with the elements it names.
 * Checked once the page's finite animations and transitions have ended: a toast fading behind
 * the next one has half its contrast for a moment, which is no state a reader stays in. A toast
 * may also begin to leave while axe reads it (CI, stop 54: "color-contrast" on a toast, in dark
 * mode): when an element a violation names has left the page by the end, the page is read again.
 */
export async function axeViolations(page: Page) {
  const analyze = async () => {
    await animationsSettled(page)
    return (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations
  }
  const target = (node: { target: unknown[] }) => node.target.join(' ')
  let violations = await analyze()
  const gone = await page.evaluate(
    (selectors) => selectors.some((selector) => !document.querySelector(selector)),
    violations.flatMap((v) => v.nodes.map(target)),
  )
  if (gone) violations = await analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map(target).join(', ')}`)
}

/** A new English article titled "Before", published through REST with the admin's token: its id. */
export async function publishArticle(
  request: APIRequestContext,
  token: string,
  slug: string,
  excerpt: string,
) {
  const created = await request.post('/api/articles', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Before',
      slug,
      excerpt,
      body: lexicalFromBlocks([{ p: 'Body.' }]),
      category: 'news',
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/**
 * Signs in through the admin panel's own login form, then its second step as staff take it: the
 * app's code for `totpSecret`, or, for staff without an authenticator yet, its set-up from the key
 * the page shows (the recovery codes acknowledged). Returns the account's secret. Ends in the admin.
 */
export async function adminSignIn(
  page: Page,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<string> {
  await adminPassword(page, email, password)
  await expect(page).toHaveURL(/\/my-account-login\/second-factor\?redirect=%2Fadmin$/)
  const secret =
    totpSecret ?? (await page.getByTestId('authenticator-key').textContent())!.replace(/\s/g, '')
  // A code this worker gave before it restarted is refused as used: the next one is not.
  for (let tries = 0; ; tries++) {
    await page.getByLabel(/^(6-digit code|6 位验证码)$/).fill(await freshCode(secret))
    await page.getByRole('button', { name: /^(Verify|验证)$/ }).click()
    const used = page.getByText(/already been used|已使用过/)
    await expect(
      page
        .getByRole('heading', { name: /recovery codes|恢复码/ })
        .or(used)
        .or(page.locator('nav'))
        .first(),
    ).toBeVisible()
    if (!(await used.isVisible()) || tries >= 2) break
  }
  if (!totpSecret) await page.getByRole('button', { name: /^(I have saved them|我已保存)/ }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return secret
}

/**
 * The e2e admin's session (both factors given once per worker) in this page's browser, for specs
 * about the admin rather than its sign-in: each sign-in would spend a 30-second code.
 */
export async function asE2eAdmin(page: Page) {
  const token = await adminToken(page.request)
  const url = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: 'payload-token', value: token, url }])
}

/**
 * A REST token for a member of staff, both factors given: the key to set up an authenticator from
 * `GET /api/users/second-factor` the first time (as an app would), then a code. Keeps the account's
 * secret on it for its next sign-in.
 */
export async function staffToken(
  request: APIRequestContext,
  account: { email: string; password: string; totpSecret?: string },
) {
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  if (!account.totpSecret) {
    const step = await request.get('/api/users/second-factor', { headers })
    account.totpSecret = ((await step.json()) as { secret: string }).secret
  }
  const passed = await request.post('/api/users/second-factor', {
    headers,
    data: { code: await freshCode(account.totpSecret) },
  })
  expect(passed.ok(), await passed.text()).toBe(true)
  return token
}

/** The admin's login form with a password only (a member's ends there; staff go on to the second step). */
export async function adminPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
}

/** A new member of the role, signed in through the login page and on `path`, hydrated and ready to type. */
export async function memberAt(
  page: Page,
  request: APIRequestContext,
  role: string,
  path = '/user/home',
) {
  const account = await createUser(request, [role])
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
  return account
}

/** A real photo to upload (a document scan stand-in). */
export async function photoFile(name: string, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: '#2255aa' } })
  return {
    name,
    mimeType: `image/${format}`,
    buffer: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(),
  }
}

/**
 * Gives a browser context an address of its own (the e2e server trusts X-Forwarded-For), so the
 * per-network limits (sign-ins, codes) count each test apart.
 */
export async function ownNetwork(context: BrowserContext) {
  const octet = () => Math.floor(Math.random() * 250)
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` })
}

/** The member comes back to the tab (a focus event) until `check` passes: pages refresh what they show on focus. */
export async function onReturnToTab(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await check()
  }).toPass()
}

/** The signed-in student certifies (through the API with their own session) and an admin approves it; their mail is in Chinese. Returns their id. */
export async function certifiedStudent(page: Page, request: APIRequestContext) {
  const origin = { Origin: new URL(page.url()).origin }
  const me = (await (await page.request.get('/api/users/me', { headers: origin })).json()) as {
    user: { id: number }
  }
  const upload = await page.request.post('/api/certification-documents', {
    headers: origin,
    multipart: { file: await photoFile('student-id.jpg'), _payload: '{}' },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const photo = ((await upload.json()) as { doc: { id: number } }).doc.id
  const created = await page.request.post('/api/certifications', {
    headers: origin,
    data: {
      type: 'student',
      student: { ...studentDetails, studentIdPhoto: photo },
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const approved = await request.patch(`/api/certifications/${doc.id}`, {
    headers,
    data: { status: 'approved' },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  const chinese = await request.patch(`/api/users/${me.user.id}`, {
    headers,
    data: { preferredLocale: 'zh' },
  })
  expect(chinese.ok(), await chinese.text()).toBe(true)
  return me.user.id
}

/** Weekly hours from `start` to `end` on every day of the week. */
export const everyDay = (start: string, end: string) =>
  ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({ weekday, start, end }))

/**
 * A coach of the test's own, published in both languages (so no other spec's bookings touch its
 * times), as the e2e admin; with `hours` (round the clock by default; null for none) in `timeZone`,
 * 30-minute consultations, an hour's notice, no buffer and changes until 24 hours before.
 */
export async function testCoach(
  request: APIRequestContext,
  {
    slug,
    name,
    nameZh,
    timeZone = 'UTC',
    hours = everyDay('00:00', '24:00'),
  }: {
    slug: string
    name: string
    nameZh: string
    timeZone?: string
    hours?: { weekday: string; start: string; end: string }[] | null
  },
) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/coaches?locale=en', {
    headers,
    data: {
      slug,
      name,
      title: 'Admissions coach',
      headline: 'Free consultations every day.',
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  const chinese = await request.patch(`/api/coaches/${id}?locale=zh`, {
    headers,
    data: {
      name: nameZh,
      title: '升学导师',
      headline: '每天均可预约免费咨询。',
      _status: 'published',
    },
  })
  expect(chinese.ok(), await chinese.text()).toBe(true)
  if (hours) {
    const availability = await request.post('/api/availabilities', {
      headers,
      data: {
        coach: id,
        timeZone,
        weekly: hours,
        consultationMinutes: 30,
        sessionMinutes: 60,
        bufferMinutes: 0,
        minimumNoticeHours: 1,
        horizonDays: 60,
        changeDeadlineHours: 24,
      },
    })
    expect(availability.ok(), await availability.text()).toBe(true)
  }
  return { id, slug }
}

/** No axe violations in light and in dark mode (the page's own dark class checked), then light again. */
export async function axeInBothModes(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const html = expect(page.locator('html'))
    await (colorScheme === 'dark' ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/))
    // A server action's re-render replaces the streamed <title>: axe once it is back (CI, stop 53,
    // saw "document-title" right after a booking); a page without one still fails here.
    await expect(page).toHaveTitle(/\S/)
    expect(await axeViolations(page), `${what}, ${colorScheme}`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/**
 * An institution member whose organisation certification an admin approved, through the REST API
 * (the certification pages have their own specs): the approval creates the organisation.
 */
export async function certifiedInstitution(
  request: APIRequestContext,
  name = `Harbour Study Centre ${Date.now()}`,
) {
  const account = await createUser(request, ['institution'])
  const login = await request.post('/api/users/login', { data: account })
  expect(login.ok()).toBe(true)
  const member = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const upload = await request.post('/api/certification-documents', {
    headers: member,
    multipart: { file: await photoFile('licence.jpg'), _payload: '{}' },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const organisation = {
    providerType: 'education-agency',
    businessScope: 'Study-abroad advice.',
    name,
    licenceNumber: `LIC-${Date.now()}`,
    licencePhoto: ((await upload.json()) as { doc: { id: number } }).doc.id,
    legalRepresentative: 'Zhang Wei',
    address: '1 Century Avenue, Shanghai',
    contactPerson: 'Li Na',
    contactPosition: 'Director',
    contactPhone: '+86 21 5555 0100',
    contactEmail: 'office@harbour.example.com',
    country: 'CN',
    region: 'Shanghai',
    description: 'Advice for students going abroad.',
  }
  const applied = await request.post('/api/certifications', {
    headers: member,
    data: { type: 'organisation', organisation },
  })
  expect(applied.ok(), await applied.text()).toBe(true)
  const { doc } = (await applied.json()) as { doc: { id: number } }
  const approved = await request.patch(`/api/certifications/${doc.id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { status: 'approved' },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  return { ...account, member, name, licenceNumber: organisation.licenceNumber }
}
