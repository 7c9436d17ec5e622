import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken, asE2eAdmin, switchLanguage } from './helpers'

/** Total of published documents as an anonymous visitor sees them through the REST API. */
async function publicCount(request: APIRequestContext, query: string) {
  const response = await request.get(
    `/api/${query}${query.includes('?') ? '&' : '?'}limit=1&depth=0`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const countText = (page: Page) => page.getByTestId('coach-count')

test('the coach count text is exact in both languages', async ({ page, request }) => {
  const total = await publicCount(request, 'coaches')
  expect(total).toBeGreaterThanOrEqual(40)
  await page.goto('/search')
  await expect(countText(page)).toHaveText(`We found ${total} coaches for you`)
  await page.goto('/zh/search')
  await expect(countText(page)).toHaveText(`为您找到 ${total} 位导师`)
})

test('search → filter → paginate → coach → package → compare → switch to Chinese keeps the page', async ({
  page,
}) => {
  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search coaches' }).fill('Harvard')
  await page.getByRole('searchbox', { name: 'Search coaches' }).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=Harvard$/)
  await expect(countText(page)).toHaveText(/^We found [1-9]\d* coaches for you$/)

  // The specialty sidebar: choosing one keeps the text query and shows the count it announced.
  await page.goto('/search')
  const ivy = page
    .getByRole('navigation', { name: 'Specialized experience' })
    .getByRole('link', { name: /^Ivy League/ })
  const announced = Number((await ivy.textContent())?.match(/\d+$/)?.[0])
  expect(announced).toBeGreaterThan(12)
  await ivy.click()
  await expect(page).toHaveURL(/\/search\/specialty\/ivy-league$/)
  await expect(countText(page)).toHaveText(`We found ${announced} coaches for you`)
  await expect(page.getByRole('link', { name: /^Ivy League/ })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Pagination: page 1 of 2 has a disabled "previous"; page 2 a disabled "next".
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/search\/specialty\/ivy-league\?page=2$/)
  await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(page.getByRole('article')).toHaveCount(announced - 12)

  // A coach: every profile section, then one of their packages with the side panel.
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/coach\/[a-z-]+$/)
  const coachSlug = new URL(page.url()).pathname.split('/').pop()!
  for (const section of ['Offer', 'About', 'Work experience', 'Education', 'Packages']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  }
  // The demo coaches take bookings: the consultation is a time in their calendar, the callback beside it.
  await expect(page.getByRole('link', { name: 'Start Free Consultation' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request a call back instead' })).toBeVisible()
  await page.getByRole('link', { name: 'View package' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/coach/${coachSlug}/p/[a-z0-9-]+$`))
  for (const label of ['starting at', 'service fee', 'coaching time'])
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'services included' })).toBeVisible()

  // Compare: the coach, then a second one picked in the form; the URL is shareable.
  await page.goto(`/coach/${coachSlug}`)
  await page.getByRole('link', { name: 'Compare', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?coaches=${coachSlug}$`))
  await page.getByLabel('Coach 2').selectOption('chen-wei')
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?coaches=${coachSlug},chen-wei$`))
  const columns = page.getByRole('columnheader')
  await expect(columns).toHaveCount(2)
  await expect(columns.nth(1)).toContainText('Chen Wei')

  await switchLanguage(page)
  await expect(page).toHaveURL(new RegExp(`/zh/compare\\?coaches=${coachSlug}(,|%2C)chen-wei$`))
  await expect(page.getByRole('columnheader').nth(1)).toContainText('陈伟')
  await expect(page.getByRole('rowheader', { name: '前招生官' })).toBeVisible()
})

test('Chinese queries of one or two characters and pinyin find coaches', async ({ page }) => {
  await page.goto(`/zh/search?q=${encodeURIComponent('哈佛')}`)
  await expect(countText(page)).toHaveText(/^为您找到 [1-9]\d* 位导师$/)
  await page.goto(`/zh/search?q=${encodeURIComponent('陈')}`)
  await expect(page.getByRole('article').filter({ hasText: '陈伟' })).toHaveCount(1)
  // Pinyin: "chen" finds the coach whose Chinese name is 陈伟, and an exact name comes first.
  await page.goto('/zh/search?q=chen')
  await expect(page.getByRole('article').filter({ hasText: '陈伟' })).toHaveCount(1)
  await page.goto(`/zh/search?q=${encodeURIComponent('陈伟')}&sort=budget`)
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('陈伟')
})

test('a coach page has hreflang alternates and switching language keeps the coach', async ({
  page,
}) => {
  await page.goto('/coach/chen-wei')
  await expect(page).toHaveTitle(
    'Chen Wei · Former Admissions Officer, Columbia University - EduBridge',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coach\/chen-wei$/)
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    /\/zh\/coach\/chen-wei$/,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /[^h]\/coach\/chen-wei$/,
  )
  await switchLanguage(page)
  await expect(page).toHaveURL(/\/zh\/coach\/chen-wei$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('陈伟')
  await expect(page.getByRole('heading', { level: 2, name: '工作经历' })).toBeVisible()
})

test('universities: filter by country and ranking, search in either language, open one; the details alias redirects', async ({
  page,
  request,
}) => {
  const british = await publicCount(request, 'universities?where[country][equals]=GB')
  const top10 = await publicCount(request, 'universities?where[worldRanking][less_than_equal]=10')
  await page.goto('/university')
  await page.getByRole('link', { name: 'United Kingdom', exact: true }).click()
  await expect(page).toHaveURL(/\/university\?country=GB$/)
  await expect(page.getByText(`${british} universities`, { exact: true })).toBeVisible()

  await page.getByLabel('Country or region').selectOption('')
  await page.getByLabel('World ranking').selectOption('10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/top=10/)
  await expect(page.getByText(`${top10} universities`, { exact: true })).toBeVisible()

  // An English name finds the university on the Chinese site, and the reverse.
  await page.goto('/zh/university')
  await page.getByRole('searchbox', { name: '搜索大学' }).fill('Oxford')
  await page.getByRole('button', { name: '筛选' }).click()
  await expect(page.getByText('共 1 所大学', { exact: true })).toBeVisible()
  // Visiting /zh saved Chinese as the language: forget it to see the English site again.
  await page.context().clearCookies()
  await page.goto(`/university?q=${encodeURIComponent('牛津')}`)
  await page.getByRole('link', { name: 'University of Oxford' }).first().click()
  await expect(page).toHaveURL(/\/university\/oxford$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('University of Oxford')
  await expect(page.getByText('World ranking', { exact: true })).toBeVisible()

  await page.goto('/zh/university/details/oxford')
  await expect(page).toHaveURL(/\/zh\/university\/oxford$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('牛津大学')
})

test('articles: list, detail with rich text, and the same article in Chinese under its own slug', async ({
  page,
}) => {
  await page.goto('/article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles')
  await page
    .getByRole('link', { name: 'What Oxbridge interviewers are really looking for' })
    .first()
    .click()
  await expect(page).toHaveURL(/\/article\/what-oxbridge-interviewers-are-really-looking-for$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Oxbridge interviewers are really looking for',
  )
  await expect(page.locator('article p').first()).not.toBeEmpty()
  await switchLanguage(page)
  await expect(page).toHaveURL(/\/zh\/article\/niujian-mianshiguan-zhenzheng-kan-shenme$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('牛剑面试官到底在看什么')
})

test('sitemap lists public documents in both languages; robots keeps crawlers out of admin and user areas', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/coach/chen-wei',
    '/zh/coach/chen-wei',
    '/university/oxford',
    '/zh/university/oxford',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).toContain('/article/what-oxbridge-interviewers-are-really-looking-for</loc>')
  expect(sitemap).toContain('/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Disallow: \/user/)
  expect(robots).toMatch(/Disallow: \/zh\/user/)
})

test('an editor’s publish in the admin shows on the cached public pages at once', async ({
  page,
  request,
}) => {
  const publicPage = () => request.get('/coach/emily-carter').then((r) => r.text())
  await publicPage()
  // Kept by the caches before the change: shared, with its cache tags (Next's own cache header
  // never reaches a visitor).
  await expect
    .poll(async () => (await request.get('/coach/emily-carter')).headers()['cache-tag'] ?? '')
    .toContain('coach:emily-carter')

  const token = await adminToken(request)
  const found = await request.get('/api/coaches?where[slug][equals]=emily-carter&depth=0', {
    headers: { Authorization: `JWT ${token}` },
  })
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!

  await asE2eAdmin(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/coaches/${id}`)
  const headline = `Freshly published headline ${Date.now()}`
  await page.locator('#field-headline').fill(headline)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  const started = Date.now()
  expect(await publicPage()).toContain(headline)
  expect(Date.now() - started).toBeLessThan(1000)
  // The list shows it too, and the Chinese page still has its own text.
  expect(await request.get('/search?q=emily').then((r) => r.text())).toContain(headline)
  expect(await request.get('/zh/coach/emily-carter').then((r) => r.text())).not.toContain(headline)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('catalogue pages never scroll sideways', async ({ page }) => {
    for (const path of [
      '/search',
      '/zh/search',
      '/coach/chen-wei',
      '/zh/coach/chen-wei/p/chen-wei-premium',
      '/university',
      '/zh/article',
      '/compare?coaches=chen-wei,emily-carter',
    ]) {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(390)
    }
  })
})
