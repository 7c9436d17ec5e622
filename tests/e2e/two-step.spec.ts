import { expect, type Page, test } from '@playwright/test'

import { freshCode } from '../helpers/totpCodes'

import { axeViolations, createUser, ownNetwork, signIn, waitForHydration } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))
// Several sign-ins, some waiting for the next 30-second code.
test.describe.configure({ timeout: 120_000 })

const codeField = (page: Page) => page.getByLabel(/^(6-digit code|6 位验证码)$/)
const verify = (page: Page) => page.getByRole('button', { name: /^(Verify|验证)$/ })
/** The form's own message (Next.js keeps a route announcer with the same role). */
const alert = (page: Page) => page.locator('#main').getByRole('alert')

/** The admin's own sign-in form: a staff password leads to the second step, not the admin. */
async function staffPassword(page: Page, email: string, password: string) {
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/my-account-login\/second-factor\?redirect=%2Fadmin$/)
  await waitForHydration(page)
}

async function axeInBothModes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), colorScheme).toEqual([])
  }
}

test('new staff set up an authenticator, then sign in with its codes: a wrong one, a used one and a recovery code', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const reviewer = await createUser(request, ['reviewer'])
  await staffPassword(page, reviewer.email, reviewer.password)
  // The password alone opened nothing.
  expect((await page.request.get('/api/users/me').then((r) => r.json())).user).toBeNull()
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await axeInBothModes(page)
  const secret = (await page.getByTestId('authenticator-key').textContent())!.replace(/\s/g, '')

  await codeField(page).fill('000000')
  await verify(page).click()
  await expect(alert(page)).toContainText('That code is not right.')
  const first = await freshCode(secret)
  await codeField(page).fill(first)
  await verify(page).click()
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  const recoveryCodes = (
    await page
      .getByRole('region', { name: 'Save your recovery codes' })
      .getByRole('listitem')
      .allTextContents()
  ).map((code) => code.trim())
  expect(recoveryCodes.every((code) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code))).toBe(true)
  expect(recoveryCodes).toHaveLength(10)
  await axeInBothModes(page)
  await page.getByRole('button', { name: /^I have saved them/ }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /Certifications/ }).first()).toBeVisible()

  // The next sign-in asks for a code; the one already used is refused.
  await staffPassword(page, reviewer.email, reviewer.password)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await codeField(page).fill(first)
  await verify(page).click()
  await expect(alert(page)).toContainText('That code has already been used.')
  await codeField(page).fill(await freshCode(secret))
  await verify(page).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // A lost phone: a recovery code instead, once.
  await staffPassword(page, reviewer.email, reviewer.password)
  // The form hydrates after the page (its code is loaded beside it): the switch works from then on.
  await expect(async () => {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await expect(page.getByLabel('Recovery code')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await verify(page).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('wrong codes are limited per account', async ({ page, request }) => {
  const reviewer = await createUser(request, ['reviewer'])
  await staffPassword(page, reviewer.email, reviewer.password)
  const secret = (await page.getByTestId('authenticator-key').textContent())!.replace(/\s/g, '')
  for (let i = 0; i < 5; i++) {
    await codeField(page).fill(String(100000 + i))
    await verify(page).click()
    await expect(alert(page)).toContainText('That code is not right.')
    await expect(verify(page)).toBeEnabled()
    await codeField(page).fill('')
  }
  await codeField(page).fill(await freshCode(secret))
  await verify(page).click()
  await expect(alert(page)).toContainText(
    /Too many wrong codes\. Please try again in \d+ minutes\./,
  )
  expect((await page.request.get('/api/users/me').then((r) => r.json())).user).toBeNull()
})

test('a member turns two-step sign-in on in Chinese, signs in with a code, and signs another session out', async ({
  page,
  request,
}) => {
  const member = await createUser(request, ['student'])
  await page.goto('/zh/my-account-login?redirect=%2Fzh%2Fuser%2Fsecurity%2Ftwo-step')
  await signIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/zh\/user\/security\/two-step$/)
  await waitForHydration(page)
  await expect(page.locator('#main').getByText('两步登录未开启。')).toBeVisible()
  await axeInBothModes(page)
  const secret = (await page.getByTestId('authenticator-key').textContent())!.replace(/\s/g, '')
  await codeField(page).fill(await freshCode(secret))
  await page.getByRole('button', { name: '开启', exact: true }).click()
  await expect(page.getByRole('heading', { name: '保存您的恢复码' })).toBeVisible()
  await page.getByRole('button', { name: /^我已保存/ }).click()
  await expect(page.locator('#main').getByText('两步登录已开启。')).toBeVisible()

  // Signing in again (the first session stays open on the server) asks for the code, in Chinese.
  await page.context().clearCookies()
  await page.goto('/zh/my-account-login?redirect=%2Fzh%2Fuser%2Fsecurity%2Fsessions')
  await signIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/zh\/my-account-login\/second-factor/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: '两步登录' })).toBeVisible()
  await axeInBothModes(page)
  await codeField(page).fill(await freshCode(secret))
  await verify(page).click()
  await expect(page).toHaveURL(/\/zh\/user\/security\/sessions$/)
  await waitForHydration(page)

  // This browser, the first one (still open on the server) and the set-up's own REST sign-in.
  const sessions = page.getByRole('list').filter({ hasText: '当前设备' }).getByRole('listitem')
  await expect(sessions).toHaveCount(3)
  await axeInBothModes(page)
  await sessions
    .filter({ hasNotText: '当前设备' })
    .first()
    .getByRole('button', { name: /退出登录/ })
    .click()
  await expect(sessions).toHaveCount(2)
  await expect(sessions.filter({ hasText: '当前设备' })).toHaveCount(1)
})
