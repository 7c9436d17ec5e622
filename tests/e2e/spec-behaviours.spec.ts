import { expect, type Page, test } from '@playwright/test'

import { certifiedStudent, memberAt, ownNetwork, waitForHydration } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

/** Marks the current document, so a reload (a new document) shows as the mark being gone. */
const mark = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
const stillSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

test('a script chunk that fails to load reloads the page, at most once a minute', async ({
  page,
}) => {
  let failing = false
  await page.route('**/_next/static/chunks/**', (route) =>
    failing ? route.abort('failed') : route.continue(),
  )
  // The reload itself loads normally: only chunks asked for by the marked page fail.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false
  })
  const book = page.getByRole('button', { name: 'Request a call back instead' }).first()

  await page.goto('/coach/chen-wei')
  await waitForHydration(page)
  await mark(page)
  failing = true
  // The booking form is fetched when the button is first reached for.
  const reloaded = page.waitForEvent('load')
  await book.click()
  await reloaded
  expect(await stillSameDocument(page)).toBe(false)

  // Within 60 seconds of that reload, another failure leaves the page as it is.
  await waitForHydration(page)
  await mark(page)
  failing = true
  await book.click()
  await page.waitForTimeout(3000)
  expect(await stillSameDocument(page)).toBe(true)
})

test('says "You are back online." when the connection returns, in both languages', async ({
  page,
  context,
}) => {
  for (const [path, back] of [
    ['/', 'You are back online.'],
    ['/zh', '网络已恢复。'],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByText(back)).toHaveCount(0)
    await context.setOffline(true)
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('offline-notice')).toHaveCount(0)
    await expect(page.getByTestId('online-notice')).toHaveText(back)
    // A short notice: it goes away by itself.
    await expect(page.getByTestId('online-notice')).toHaveCount(0, { timeout: 8000 })
  }
})

test('a navigation started by code (the recommender’s form) shows the progress bar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await memberAt(page, request, 'student', '/zh/user/home')
  await certifiedStudent(page, request)
  await page.goto('/zh/tools/recommender')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: '您的画像' })
  await expect(form.getByLabel('学校')).toHaveValue('南京大学')
  for (const kind of ['游学', '留学项目', '实习与工作'])
    await form.getByRole('checkbox', { name: kind, exact: true }).check()
  // The results answer slowly: longer than the bar's 200 ms wait.
  await page.route('**/tools/recommender?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  // The bar is recorded as the page shows it, not only when a check happens to look: a busy page
  // can be too busy to answer checks at the very moments it is shown.
  await page.evaluate(() => {
    const shownAt: string[] = []
    ;(window as unknown as { barShownAt: string[] }).barShownAt = shownAt
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-progress"]'))
        shownAt.push(window.location.search)
    }).observe(document.body, { childList: true, subtree: true })
  })
  await form.getByRole('button', { name: '查看匹配结果' }).click()
  await expect(page).toHaveURL(/\/zh\/tools\/recommender\?.+#results$/)
  await expect(page.getByTestId('page-progress')).toHaveCount(0)
  const shownAt = await page.evaluate(
    () => (window as unknown as { barShownAt: string[] }).barShownAt,
  )
  // Shown while the form's own address was still the one in view: the wait was for the results.
  expect(shownAt).toContain('')
})

test.describe('a page that forces its colour mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the comparison page is light whatever the preference, and the switch says why', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('nuxt-color-mode', 'dark'))
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)

    for (const [path, reason] of [
      ['/compare', 'This page is always shown in light mode.'],
      ['/zh/compare', '此页面始终以浅色模式显示。'],
    ] as const) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      const toggle = page.getByTestId('theme-switch')
      await expect(toggle).toHaveAttribute('data-forced', 'light')
      await expect(toggle).toHaveAttribute('aria-disabled', 'true')
      await expect(toggle).toHaveAttribute('title', reason)
      // Marked disabled for assistive technology, yet focusable: a click does nothing.
      await toggle.click({ force: true })
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      // The visitor's own choice is kept for the other pages.
      expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark')
    }

    // Leaving by a client navigation gives the preference back.
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(page).not.toHaveURL(/compare/)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })
})

test('the provider form says an invalid contact email "format is incorrect"', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'school', '/user/certify/org')
  await page.getByLabel('Contact Email (optional)').fill('not-an-address')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Contact Email format is incorrect.', { exact: true })).toBeVisible()

  await page.goto('/zh/user/certify/org')
  await waitForHydration(page)
  await page.getByLabel('联系邮箱（选填）').fill('not-an-address')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('联系邮箱格式不正确。', { exact: true })).toBeVisible()
})

test('a client navigation is a view transition of the main content, named "page"', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { viewTransitions: number }
    counted.viewTransitions = 0
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    document.startViewTransition = ((update: never) => {
      counted.viewTransitions += 1
      return start(update)
    }) as typeof document.startViewTransition
  })
  await page.goto('/')
  await waitForHydration(page)
  expect(
    await page.locator('main#main').evaluate((main) => getComputedStyle(main).viewTransitionName),
  ).toBe('page')
  expect(
    await page.evaluate(() => (window as unknown as { viewTransitions: number }).viewTransitions),
  ).toBe(0)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/my-account-register$/)
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { viewTransitions: number }).viewTransitions),
    )
    .toBeGreaterThan(0)
})
