import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const pages = [
  '/',
  '/zh',
  '/my-account-login',
  '/zh/my-account-login',
  '/no-such-page',
  '/zh/no-such-page',
  '/search',
  '/zh/search/specialty/stem',
  '/coach/chen-wei',
  '/zh/coach/chen-wei/p/chen-wei-premium',
  '/compare?coaches=chen-wei,emily-carter',
  '/zh/university',
  '/university/oxford',
  '/article',
  '/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme',
  '/contact-us',
  '/zh/contact-us',
  '/ivy',
  '/study-tour',
  '/zh/faq',
  '/zh/online-courses/ap-calculus',
  '/partnership',
  '/my-account-register',
  '/zh/lifecycle/signup/reg',
  '/my-account-forgot-password',
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`WCAG 2.2 AA in ${colorScheme} mode`, () => {
    test.use({ colorScheme })
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}

test('the page can be used from the keyboard: skip link first, then the header controls', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
  await page.getByRole('button', { name: 'Search' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('searchbox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('searchbox')).toBeHidden()
})
