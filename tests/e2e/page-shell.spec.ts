import { expect, test } from '@playwright/test'

test('titles follow "%s - {brand}" and the home page title is the brand', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('EduBridge')
  await page.goto('/my-account-login')
  await expect(page).toHaveTitle('Sign in - EduBridge')
  await page.goto('/zh')
  await expect(page).toHaveTitle('育桥教育')
  await page.goto('/zh/my-account-login')
  await expect(page).toHaveTitle('登录 - 育桥教育')
})

test('the home page shows the marketing figures from site settings in each language', async ({
  page,
}) => {
  await page.goto('/')
  const figures = page
    .getByRole('region', { name: 'Results that speak for themselves' })
    .locator('dl > div')
  await expect(figures).toHaveCount(11)
  await expect(figures.first()).toContainText('95%')
  await expect(figures.first()).toContainText('admitted to their top two dream schools')
  await page.goto('/zh')
  await expect(
    page.getByRole('region', { name: '用成绩说话' }).locator('dl > div').first(),
  ).toContainText('的学生被前两志愿梦校录取')
})

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' })

  test('follows the system by default, and a chosen mode persists in nuxt-color-mode', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const toggle = page.getByTestId('theme-switch')
    await expect(toggle).toHaveAttribute('data-mode', 'system')
    await toggle.click() // system → light
    await expect(toggle).toHaveAttribute('data-mode', 'light')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('light')

    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await toggle.click() // light → dark
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark')
  })

  test('applies the stored mode before the page paints (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('nuxt-color-mode', 'light'))
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForSelector('body')
    // The class is set by an inline script in <head>, before any content renders.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    )
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(
      true,
    )
  })
})

test('shows a notice while offline and hides it when back online', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)
  await context.setOffline(true)
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)
})

test('route changes scroll to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/my-account-register/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a slow navigation shows the progress bar after the 200 ms throttle and hides it once done', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/) // hydrated
  await page.route('**/my-account-login**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const bar = page.getByTestId('page-progress')
  const clickedAt = Date.now()
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(bar).toBeVisible()
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(200)
  await expect(page).toHaveURL(/my-account-login/)
  await expect(bar).toBeHidden({ timeout: 2000 })
})
