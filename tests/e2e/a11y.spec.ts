import { expect, test } from '@playwright/test'

import { axeViolations, createUser, signIn, waitForHydration } from './helpers'

// Every route is crawled by tests/quality/public-pages.spec.ts and a11y.spec.ts; these are states a route can be in beyond its first view.
const pages = ['/zh/search/specialty/stem', '/compare?coaches=chen-wei,emily-carter']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`WCAG 2.2 AA in ${colorScheme} mode`, () => {
    test.use({ colorScheme })
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }

    test('the certification form with every message showing has no axe violations', async ({
      page,
      request,
    }) => {
      const { email, password } = await createUser(request, ['student'])
      await page.goto('/my-account-login?redirect=%2Fuser%2Fcertify%2Fstudent')
      await signIn(page, email, password)
      await expect(page).toHaveURL(/\/user\/certify\/student$/)
      await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
      await page.getByRole('button', { name: 'Submit for review' }).click()
      await expect(page.getByText('Please check the form for errors.')).toBeVisible()
      await waitForHydration(page)
      expect(await axeViolations(page), 'certification form with errors').toEqual([])
    })
  })
}

test('the page can be used from the keyboard: skip link first, then the header controls', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
  await page.getByRole('button', { name: 'Search' }).focus()
  await page.keyboard.press('Enter')
  const search = page.getByRole('combobox', { name: 'Search', exact: true })
  await expect(search).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(search).toBeHidden()
})
