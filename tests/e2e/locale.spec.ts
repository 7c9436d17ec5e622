import { expect, test } from '@playwright/test'

import { switchLanguage } from './helpers'

// Each case gets a fresh browser context (Playwright's default per test): no cookie leaks between them.

test('unprefixed pages are English, /zh pages Chinese, with the right <html lang>', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Your path to the world's top universities",
  )
  await page.goto('/zh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('通往世界顶尖大学之路')
})

test('/en/… redirects to the unprefixed English page', async ({ page }) => {
  const response = await page.goto('/en/my-account-login?redirect=%2Fuser')
  expect(response?.url()).toMatch(/\/my-account-login\?redirect=%2Fuser$/)
  expect(new URL(page.url()).pathname).toBe('/my-account-login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test.describe('browser language on the root path only', () => {
  test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })

  test('a Chinese browser opening / lands on /zh', async ({ page }) => {
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/zh')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })

  test('a Chinese browser opening another unprefixed page stays in English', async ({ page }) => {
    await page.goto('/my-account-login')
    expect(new URL(page.url()).pathname).toBe('/my-account-login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
})

test('a saved i18n_redirected cookie beats the browser language and applies to every unprefixed page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'zh', url: baseURL! }])
  await page.goto('/my-account-login?redirect=%2Fuser')
  expect(new URL(page.url()).pathname).toBe('/zh/my-account-login')
  expect(new URL(page.url()).search).toBe('?redirect=%2Fuser')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('the path prefix beats the saved cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
  await page.goto('/zh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('the language switcher saves the cookie and opens the same page in the other language, query kept', async ({
  page,
  context,
}) => {
  await page.goto('/my-account-login?redirect=%2Fuser%2Fhome')
  await switchLanguage(page)
  await expect(page).toHaveURL(/\/zh\/my-account-login\?redirect=%2Fuser%2Fhome$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'zh', path: '/', sameSite: 'Lax', secure: false })
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365.01)

  // The saved choice now sends unprefixed visits to Chinese…
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/zh')
  // …until the visitor switches back.
  await switchLanguage(page)
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
})
