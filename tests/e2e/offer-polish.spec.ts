import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken, waitForHydration } from './helpers'

const coach = 'chen-wei'

/** The coach's cheapest published package, read over the public API. */
async function cheapestPackage(request: APIRequestContext) {
  const coaches = await request.get(`/api/coaches?where[slug][equals]=${coach}&depth=0`)
  const { id } = ((await coaches.json()) as { docs: { id: number }[] }).docs[0]!
  const found = await request.get(
    `/api/packages?where[coach][equals]=${id}&sort=startingAt&limit=1&depth=0`,
  )
  return ((await found.json()) as { docs: { startingAt: number; currency?: string }[] }).docs[0]!
}

const box = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test('a wide coach page has a side panel with the starting price and the booking, kept in view', async ({
  page,
  request,
}) => {
  const cheapest = await cheapestPackage(request)
  const price = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: cheapest.currency ?? 'USD',
    maximumFractionDigits: 0,
  }).format(cheapest.startingAt)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/coach/${coach}`)
  await waitForHydration(page)
  const panel = page.getByRole('complementary', { name: 'Book Chen Wei' })
  await expect(panel.getByRole('definition')).toHaveText(price)
  await expect(panel.getByText('starting at', { exact: true })).toBeVisible()
  // One booking link on the page, the panel's: a time in the coach's calendar, the callback beside it.
  const book = page.getByRole('link', { name: 'Start Free Consultation' })
  await expect(book).toHaveCount(1)
  await expect(panel.getByRole('link', { name: 'Start Free Consultation' })).toHaveAttribute(
    'href',
    new RegExp(`/coach/${coach}/book$`),
  )
  await expect(panel.getByRole('button', { name: 'Request a call back instead' })).toBeVisible()

  // Beside the profile, in the right-hand part of the page.
  const heading = await box(page, page.getByRole('heading', { level: 1 }))
  const aside = await box(page, panel)
  expect(aside.x).toBeGreaterThan(heading.x + 600)
  expect(aside.x + aside.width).toBeGreaterThan(1000)

  // Still in view once the reader is down at the education.
  await page
    .getByRole('heading', { level: 2, name: 'Education', exact: true })
    .scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Education', exact: true }),
  ).toBeInViewport()
  await expect(book).toBeInViewport()

  // The callback request, with the coach chosen, offers picking a time with them instead.
  await panel.getByRole('button', { name: 'Request a call back instead' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a free consultation' })
  await expect(dialog.getByLabel('Preferred advisor')).toHaveValue(coach)
  await expect(dialog.getByTestId('consultation-pick-time').getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`/coach/${coach}/book$`),
  )
  await page.keyboard.press('Escape')

  await panel.getByRole('link', { name: /^See the \d+ packages?$/ }).click()
  await expect(page).toHaveURL(new RegExp(`/coach/${coach}#packages$`))
})

test('on a phone the coach panel follows the header, before the profile sections; in Chinese too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/zh/coach/${coach}`)
  const panel = page.getByRole('complementary', { name: '预约陈伟' })
  await expect(panel.getByText('起价', { exact: true })).toBeVisible()
  await expect(panel.getByRole('definition')).toHaveText(/^US\$[\d,]+$/)
  const heading = await box(page, page.getByRole('heading', { level: 1 }))
  const aside = await box(page, panel)
  const offer = await box(page, page.getByRole('heading', { level: 2, name: '服务亮点' }))
  expect(aside.y).toBeGreaterThan(heading.y)
  expect(aside.y + aside.height).toBeLessThan(offer.y)
  expect(aside.width).toBeGreaterThan(300)
})

test('a package without a service fee leaves the row out rather than saying "None"', async ({
  page,
}) => {
  for (const [path, fee, none, starting, time] of [
    ['/package/ivy/ivy-foundation', 'service fee', 'None', 'starting at', 'coaching time'],
    ['/zh/package/ivy/ivy-foundation', '服务费', '无', '起价', '辅导时长'],
  ] as const) {
    await page.goto(path)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    const panel = page.getByRole('complementary', { name: title })
    await expect(panel.getByText(starting, { exact: true })).toBeVisible()
    await expect(panel.getByText(time, { exact: true })).toBeVisible()
    await expect(panel.getByText(fee, { exact: true })).toHaveCount(0)
    await expect(panel.getByText(none, { exact: true })).toHaveCount(0)
  }
})

test('the coach page counts the coach’s published reviews and shows their rating to one decimal', async ({
  page,
  request,
}) => {
  const coaches = await request.get(`/api/coaches?where[slug][equals]=${coach}&depth=0`)
  const { id, rating } = ((await coaches.json()) as { docs: { id: number; rating: number }[] })
    .docs[0]!
  const published = await request.get(
    `/api/reviews?where[coach][equals]=${id}&where[status][equals]=published&limit=1`,
  )
  expect(published.ok(), await published.text()).toBe(true)
  const { totalDocs } = (await published.json()) as { totalDocs: number }
  // The demo seed's reviews of the coach's held sessions.
  expect(totalDocs).toBeGreaterThan(1)
  const shown = (Math.round(rating * 10) / 10).toFixed(1)

  for (const [path, count, rated] of [
    [`/zh/coach/${coach}`, `${totalDocs} 条评价`, `评分 ${shown}（满分 5 分）`],
    // English from here on: a path without a prefix would follow the language chosen above.
    [`/en/coach/${coach}`, `${totalDocs} reviews`, `Rated ${shown} out of 5`],
  ] as const) {
    await page.goto(path)
    // Beside the name: the rating (said in words, shown as the number) and the count, which leads
    // to the reviews further down.
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(header.getByText(rated, { exact: true })).toHaveCount(1)
    await expect(header.getByText(shown, { exact: true })).toBeVisible()
    await expect(header.getByRole('link', { name: count, exact: true })).toHaveAttribute(
      'href',
      '#reviews',
    )
    // The reviews part counts the same reviews.
    await expect(page.getByTestId('review-count')).toHaveText(count)
  }
  // The other pages still show no review counts: only a coach's page and its packages' do.
  for (const path of ['/en/search', `/en/compare?coaches=${coach}`, '/en/ivy', '/en']) {
    await page.goto(path)
    await expect(page.locator('main'), path).not.toContainText(/\d+\s*(reviews|条评价)/)
  }
})

test('choosing an Ivy plan preselects its service in the booking, in both languages', async ({
  page,
}) => {
  for (const [path, choose, service] of [
    ['/ivy', 'Choose this plan', 'Service'],
    ['/zh/ivy', '选择此套餐', '服务项目'],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    // The middle plan, Excellence.
    await page.getByRole('button', { name: choose }).nth(1).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('consultation-plan')).toBeVisible()
    await expect(dialog.getByLabel(service, { exact: true })).toHaveValue('admissions-blueprint')
    await page.keyboard.press('Escape')
  }
  // The general button still leaves the choice to the visitor.
  await page.goto('/en/ivy')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Start Free Consultation' }).first().click()
  await expect(page.getByRole('dialog').getByLabel('Service', { exact: true })).toHaveValue('')
})

test('the English contact page shows the WeChat ID and QR code like the Chinese one', async ({
  page,
}) => {
  for (const [path, label, qr] of [
    ['/contact-us', 'WeChat ID', 'WeChat QR code'],
    ['/zh/contact-us', '微信号', '微信二维码'],
  ] as const) {
    await page.goto(path)
    const offices = page.getByRole('complementary', { name: /^(Reach us directly|直接联系我们)$/ })
    await expect(offices.getByText(label, { exact: true })).toBeVisible()
    await expect(offices.getByText('EduBridge_Advisor', { exact: true })).toBeVisible()
    const code = offices.getByRole('img', { name: qr })
    await expect(code).toBeVisible()
    await expect
      .poll(() => code.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0)
  }
})

test('footer social links come from the site settings: none until set, never a network’s home page', async ({
  page,
  request,
}) => {
  const footer = page.locator('footer')
  await page.goto('/')
  await expect(footer.locator('a[href="https://weixin.qq.com/"]')).toHaveCount(0)
  await expect(footer.locator('a[href="https://www.linkedin.com/"]')).toHaveCount(0)
  await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0)

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const setLinks = (socialLinks: { platform: string; url: string }[]) =>
    request.post('/api/globals/site-settings', { headers, data: { socialLinks } })
  const profile = 'https://www.linkedin.com/company/edubridge-e2e'
  try {
    expect(
      (await setLinks([{ platform: 'linkedin', url: 'https://www.linkedin.com/' }])).ok(),
    ).toBe(false)
    expect((await setLinks([{ platform: 'linkedin', url: profile }])).ok()).toBe(true)
    await expect(async () => {
      await page.goto('/')
      await expect(
        footer.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: 'LinkedIn' }),
      ).toHaveAttribute('href', profile, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(footer.getByRole('link', { name: 'WeChat' })).toHaveCount(0)
  } finally {
    expect((await setLinks([])).ok()).toBe(true)
  }
})
