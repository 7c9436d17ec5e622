import { expect, type Page, test } from '@playwright/test'

import { axeViolations, waitForHydration } from './helpers'

const gapYear = 'Is a gap year right for you?'
const gapYearZh = '间隔年（Gap Year）适合您吗？'

/** Opens the header's search on `path` and returns its text box. */
async function openSearch(page: Page, path: string, name: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click()
  const box = page.getByRole('combobox', { name, exact: true })
  await expect(box).toBeFocused()
  return box
}

test('typing in the header search suggests an article; Enter and “see all” open the site-wide results', async ({
  page,
}) => {
  const box = await openSearch(page, '/', 'Search')
  await box.fill('gap year')
  const listbox = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(listbox.getByRole('group', { name: 'Articles' })).toBeVisible()
  await expect(
    listbox.getByRole('option', { name: new RegExp(`^${gapYear.replace('?', '\\?')}`) }),
  ).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  // Enter with nothing highlighted: every kind's results for the text.
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\/all\?q=gap(\+|%20)year$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “gap year”')
  const articles = page.getByTestId('site-search-group-article')
  await expect(articles.getByRole('heading', { name: /^Articles/ })).toBeVisible()
  await articles.getByRole('link', { name: gapYear }).click()
  await expect(page).toHaveURL(/\/article\/is-a-gap-year-right-for-you$/)

  // The same through the link under the suggestions.
  const again = await openSearch(page, '/', 'Search')
  await again.fill('gap year')
  await page.getByRole('link', { name: 'See all results for “gap year”' }).click()
  await expect(page).toHaveURL(/\/search\/all\?q=gap(\+|%20)year$/)
  await expect(
    page.getByTestId('site-search-group-article').getByRole('link', { name: gapYear }),
  ).toBeVisible()
})

test('the Chinese site suggests Chinese titles for Chinese words', async ({ page }) => {
  const box = await openSearch(page, '/zh', '搜索')
  await box.fill('间隔年')
  const listbox = page.getByRole('listbox', { name: '搜索建议' })
  await expect(listbox.getByRole('group', { name: '文章' })).toBeVisible()
  await expect(
    listbox.getByRole('option', { name: new RegExp(`^${gapYearZh.replace(/[()（）]/g, '.')}`) }),
  ).toBeVisible()

  await box.fill('牛津')
  await expect(
    listbox.getByRole('group', { name: '大学' }).getByRole('option', { name: /^牛津大学/ }),
  ).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/zh\/search\/all\?q=%E7%89%9B%E6%B4%A5$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“牛津”的搜索结果')
  await expect(
    page.getByTestId('site-search-group-university').getByRole('link', { name: '牛津大学' }),
  ).toHaveAttribute('href', '/zh/university/oxford')
})

test('the suggestions work from the keyboard: arrows move, Enter opens, Escape closes them and then the dialog', async ({
  page,
}) => {
  const box = await openSearch(page, '/', 'Search')
  await box.fill('oxford')
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  await expect(box).not.toHaveAttribute('aria-activedescendant')

  await box.press('ArrowDown')
  await box.press('ArrowDown')
  const second = options.nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
  await box.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(second).toHaveAttribute('aria-selected', 'false')

  // Escape: first the suggestions, then the dialog.
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toBeVisible()
  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const href = (await options.first().getAttribute('data-href'))!
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.?]/g, '\\$&')}$`))

  const reopened = await openSearch(page, '/', 'Search')
  await reopened.press('Escape')
  await expect(reopened).toBeHidden()
})

test('the results page says when nothing matches, in both languages, and is not indexed', async ({
  page,
}) => {
  await page.goto('/search/all?q=qqxxzz%20nothing')
  await expect(page.getByTestId('site-search-empty')).toContainText(
    'Nothing matches “qqxxzz nothing”.',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page).toHaveTitle(/Results for “qqxxzz nothing”/)
  await page.goto('/zh/search/all?q=qqxxzz')
  await expect(page.getByTestId('site-search-empty')).toContainText('没有找到与“qqxxzz”相符的内容')
  await page.goto('/zh/search/all')
  await expect(page.getByText('请输入您要查找的内容')).toBeVisible()
  await expect(page).toHaveTitle(/全站搜索/)
})

test('the suggestions API answers public JSON, and a localized 400 for input it cannot use', async ({
  request,
}) => {
  const ok = await request.get('/api/search?q=gap%20year&locale=zh')
  expect(ok.status()).toBe(200)
  expect(ok.headers()['cache-control']).toBe('public, max-age=60')
  const body = (await ok.json()) as {
    groups: { kind: string; hits: { title: string; href: string }[] }[]
  }
  const article = body.groups.find((g) => g.kind === 'article')
  expect(article?.hits).toContainEqual(
    expect.objectContaining({ title: gapYearZh, href: '/zh/article/jiangenian-shifou-shihe-ni' }),
  )
  expect(body.groups.flatMap((g) => g.hits).length).toBeLessThanOrEqual(8)

  const empty = await request.get('/api/search?q=')
  expect(await empty.json()).toEqual({ query: '', groups: [] })

  const long = 'x'.repeat(101)
  const zh = await request.get(`/api/search?q=${long}&locale=zh`)
  expect(zh.status()).toBe(400)
  expect(await zh.json()).toEqual({ error: 'tooLong', message: '搜索内容请勿超过 100 个字符。' })
  const en = await request.get(`/api/search?q=${long}`)
  expect(en.status()).toBe(400)
  expect((await en.json()).message).toBe('Please search with at most 100 characters.')

  for (const query of ['locale=fr&q=a', 'limit=0&q=a', 'limit=abc&q=a', 'limit=999&q=a', 'q=a%00b'])
    expect((await request.get(`/api/search?${query}`)).status(), query).toBe(400)
  // Odd but usable text is searched, never an error.
  for (const q of ['%', '_', '\\', "' OR 1=1 --", '😀', '牛', 'a'.repeat(100), '%E0%A4%A'])
    expect((await request.get(`/api/search?q=${encodeURIComponent(q)}`)).status(), q).toBe(200)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open search with suggestions and the results page meet WCAG 2.2 AA in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    const box = await openSearch(page, '/', 'Search')
    await box.fill('gap year')
    await expect(page.getByRole('option').first()).toBeVisible()
    await box.press('ArrowDown')
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/zh/search/all?q=%E7%89%9B%E6%B4%A5')
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
