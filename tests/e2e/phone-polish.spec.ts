import { expect, type Page, test } from '@playwright/test'

import { createUser, signIn, waitForHydration } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.inner)
}

/** Every element matched lies within the viewport's width and shows its whole text. */
async function expectWithinAndUnclipped(page: Page, selector: string) {
  const problems = await page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0) return []
      const out: string[] = []
      if (box.left < 0 || box.right > window.innerWidth) out.push(`outside: ${element.textContent}`)
      if (element.scrollWidth > element.clientWidth + 1) out.push(`clipped: ${element.textContent}`)
      return out
    }),
  )
  expect(problems).toEqual([])
}

test('compare on a phone: both coaches, every fact, no sideways scrolling', async ({ page }) => {
  for (const path of [
    '/en/compare?coaches=chen-wei,emily-carter',
    '/zh/compare?coaches=chen-wei,emily-carter',
  ]) {
    await page.goto(path)
    const cards = page.getByTestId('compare-cards')
    await expect(cards).toBeVisible()
    await expect(page.getByRole('table')).toBeHidden()
    await expectNoSidewaysScroll(page)
    // Each fact names both coaches, inside the screen and not cut off.
    const facts = cards.locator('section')
    await expect(facts).toHaveCount(7)
    for (const fact of await facts.all()) await expect(fact.locator('dt')).toHaveCount(2)
    await expectWithinAndUnclipped(page, '[data-testid="compare-cards"] :is(h2, dt, dd, a, p)')
  }
  // Wide screens keep the table.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByTestId('compare-cards')).toBeHidden()
})

test('search on a phone: whole placeholder, scrollable chips with a fade, one-line orders', async ({
  page,
}) => {
  for (const path of ['/en/search', '/zh/search']) {
    await page.goto(path)
    await expectNoSidewaysScroll(page)
    // The placeholder fits the box (measured with the box's own font and padding).
    const fits = await page.locator('#coach-q').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(input.placeholder).width <= room
    })
    expect(fits, `${path} placeholder`).toBe(true)
    await expect(page.locator('#coach-q-examples')).toBeVisible()

    // The chips scroll inside their row, which a fade at its edge marks, and reach the end.
    const chips = page.getByTestId('specialty-chips')
    const row = await chips.evaluate((list) => ({
      scrollable: list.scrollWidth > list.clientWidth,
      overflow: getComputedStyle(list).overflowX,
    }))
    expect(row).toEqual({ scrollable: true, overflow: 'auto' })
    await expect(page.getByTestId('specialty-fade')).toBeVisible()
    await chips.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
    const last = chips.locator('li').last()
    await expect(last).toBeInViewport({ ratio: 1 })

    // The orders stay on one line each, inside the screen and not cut off.
    const orders = page.getByRole('navigation', { name: /^(Order|排序)$/ }).getByRole('link')
    await expect(orders).toHaveCount(3)
    for (const order of await orders.all()) {
      const lines = await order.evaluate((link) => {
        const range = document.createRange()
        range.selectNodeContents(link)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines, (await order.textContent()) ?? '').toBe(1)
    }
    await expectWithinAndUnclipped(page, '[aria-label="Order"] a, [aria-label="排序"] a')
  }
})

test('the phone menu: groups, account, booking, a dimmed page; Esc and a tap close it', async ({
  page,
  request,
}) => {
  await page.goto('/en/search')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  // Closed, the panel is not in the page at all (beside the wide screen's own main navigation):
  // its links would cost every page's render and hydration.
  const navigations = page.locator('nav[aria-label="Main navigation"]')
  await expect(navigations).toHaveCount(1)
  await expect(menuButton).not.toHaveAttribute('aria-controls')
  await menuButton.click()
  await expect(navigations).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-controls',
    (await navigations.last().getAttribute('id'))!,
  )
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).last()
  await expect(menu).toBeVisible()
  await expect(page.getByTestId('menu-overlay')).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Start Free Consultation' })).toBeVisible()

  // A group opens and closes from the keyboard.
  const services = menu.getByRole('button', { name: 'Services' })
  await expect(services).toHaveAttribute('aria-expanded', 'false')
  await expect(menu.getByRole('link', { name: 'Ivy packages' })).toBeHidden()
  await services.focus()
  await page.keyboard.press('Enter')
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Ivy packages' })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(services).toHaveAttribute('aria-expanded', 'false')

  // Esc closes it and gives the focus back to the menu button.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByTestId('menu-overlay')).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  // A tap on the dimmed page closes it too.
  await menuButton.click()
  await expect(menu).toBeVisible()
  await page.mouse.click(195, 835)
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  // The booking button opens the consultation dialog.
  await menuButton.click()
  await menu.getByRole('button', { name: 'Start Free Consultation' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')

  // Signed in, the menu offers the account instead.
  const user = await createUser(request, ['student'])
  await page.goto('/en/my-account-login?redirect=%2Fuser%2Fhome')
  await signIn(page, user.email, user.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await page.goto('/en/search')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})
