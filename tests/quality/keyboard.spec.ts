import { expect, type Locator, type Page, test } from '@playwright/test'

import { createUser, waitForHydration } from '../e2e/helpers'

/**
 * Keyboard only: every control is reached with Tab (never focused by the test), shows where the
 * focus is, works with Enter, Space, arrows and Escape, and a closed popup gives the focus back.
 */

/** Presses Tab until `target` has the focus; fails if it never comes (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page)
      return
    }
  }
  throw new Error(`not reached with ${limit} presses of Tab: ${target}`)
}

/** The focused element is marked: an outline or a ring (box shadow) that is not transparent. */
async function expectVisibleFocus(page: Page) {
  const mark = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const style = getComputedStyle(el)
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineColor}`
        : ''
    const ring = style.boxShadow !== 'none' ? `ring ${style.boxShadow}` : ''
    return { name: el.outerHTML.slice(0, 80), mark: outline || ring }
  })
  expect(mark.mark, `no visible focus on ${mark.name}`).not.toBe('')
  expect(mark.mark, `transparent focus on ${mark.name}`).not.toMatch(/rgba\(0, 0, 0, 0\)\s*$/)
}

/** Each control is checked in one colour mode, the header's in both: the focus mark shows in each. */
async function fresh(
  page: Page,
  path: string,
  width: 390 | 1280,
  colorScheme: 'light' | 'dark' = 'light',
) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
  await page.emulateMedia({ colorScheme })
  await page.goto(path)
  await waitForHydration(page)
}

for (const colorScheme of ['light', 'dark'] as const)
  test(`header in ${colorScheme} mode: skip link, search dialog, language and colour switches`, async ({
    page,
  }) => {
    await fresh(page, '/', 1280, colorScheme)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await expectVisibleFocus(page)

    const search = page.getByRole('button', { name: 'Search', exact: true })
    await tabTo(page, search)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('input').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(search).toBeFocused()

    const colour = page.getByTestId('theme-switch')
    const before = await colour.getAttribute('data-mode')
    await tabTo(page, colour)
    await page.keyboard.press('Enter')
    await expect(colour).not.toHaveAttribute('data-mode', before!)
    const switched = await colour.getAttribute('data-mode')
    await page.keyboard.press('Space')
    await expect(colour).not.toHaveAttribute('data-mode', switched!)

    await page.keyboard.press('Shift+Tab')
    await expect(page.getByTestId('language-switcher')).toBeFocused()
    await expectVisibleFocus(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/zh$/)
  })

test('phone menu: opens, its groups open and close, Escape gives the focus back', async ({
  page,
}) => {
  await fresh(page, '/zh', 390, 'dark')
  const menuButton = page.getByRole('button', { name: '打开菜单' })
  await tabTo(page, menuButton)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: '主导航' }).last()
  await expect(menu).toBeVisible()
  const group = menu.locator('button[aria-expanded]').first()
  await tabTo(page, group)
  await page.keyboard.press('Enter')
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  const firstLink = menu.locator(`#${await group.getAttribute('aria-controls')} a`).first()
  await tabTo(page, firstLink, 3)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(group).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('carousel: its buttons and the arrow keys move the slides', async ({ page }) => {
  await fresh(page, '/', 1280)
  const carousel = page.getByRole('region', { name: 'Meet our former admissions officers' })
  const current = carousel.locator('[aria-current="true"]')
  const pause = carousel.getByRole('button', { name: /Pause the carousel|Play the carousel/ })
  await tabTo(page, pause, 120)
  if ((await pause.getAttribute('aria-label')) === 'Pause the carousel')
    await page.keyboard.press('Enter')
  const next = carousel.getByRole('button', { name: 'Next' })
  await tabTo(page, next, 20)
  const before = await current.getAttribute('aria-label')
  await page.keyboard.press('Enter')
  await expect(current).not.toHaveAttribute('aria-label', before!)
  await page.keyboard.press('ArrowLeft')
  await expect(current).toHaveAttribute('aria-label', before!)
})

test('consultation dialog: opens from the keyboard, keeps the focus inside, gives it back', async ({
  page,
}) => {
  await fresh(page, '/coach/chen-wei', 1280, 'dark')
  const trigger = page.getByRole('button', { name: 'Request a call back instead' }).first()
  await tabTo(page, trigger, 120)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The page behind is inert: Tab goes round the dialog's controls (and the browser's own,
  // where the document has no focus), never to the page.
  let inside = 0
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab')
    const where = await dialog.evaluate((d) =>
      d.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : document.activeElement!.outerHTML.slice(0, 80),
    )
    expect(['dialog', 'browser']).toContain(where)
    if (where === 'dialog') inside += 1
  }
  expect(inside).toBeGreaterThan(25 / 2)
  await tabTo(page, dialog.locator('input, select, textarea, button').first(), 30)
  await expectVisibleFocus(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('dashboard form: filled in and sent with the keyboard alone', async ({ page, request }) => {
  const account = await createUser(request, ['student'])
  await fresh(page, '/my-account-login?redirect=%2Fuser%2Fsecurity%2Fpassword-change', 1280)
  await tabTo(page, page.getByLabel('Email'))
  await page.keyboard.type(account.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/user\/security\/password-change$/)
  await waitForHydration(page)

  const fields = page.locator('main input:not([type=hidden])')
  await tabTo(page, fields.first(), 120)
  // Sent empty: the messages show and the focus goes to the first field to fix.
  await page.keyboard.press('Enter')
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused()
  await expectVisibleFocus(page)
})
