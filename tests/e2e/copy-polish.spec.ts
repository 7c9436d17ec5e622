import { expect, type Page, test } from '@playwright/test'

import { adminToken, certifiedStudent, memberAt, ownNetwork, waitForHydration } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

const coachCount = (page: Page) => page.getByTestId('coach-count')

test('a page past the end of a list goes to its last page, keeping the query; a page that is no number to the first', async ({
  page,
}) => {
  await page.goto('/search?sort=budget&page=99')
  const total = Number((await coachCount(page).textContent())?.match(/\d+/)?.[0])
  const last = Math.ceil(total / 12)
  expect(last).toBeGreaterThan(1)
  await expect(page).toHaveURL(new RegExp(`/search\\?sort=budget&page=${last}$`))
  await expect(page.getByRole('article')).toHaveCount(total - (last - 1) * 12)

  await page.goto('/search?q=Harvard&page=abc')
  await expect(page).toHaveURL(/\/search\?q=Harvard$/)

  // The other public lists do the same instead of a 404.
  const response = await page.goto('/university?country=US&page=99')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/university\?country=US(&page=\d+)?$/)
  await expect(page.getByText(/^\d+ universities$/)).toBeVisible()
  await page.goto('/article?page=-1')
  await expect(page).toHaveURL(/\/article$/)
  // Last: a Chinese page keeps the visitor in Chinese from then on.
  await page.goto('/zh/search?page=0')
  await expect(page).toHaveURL(/\/zh\/search$/)
})

test('the specialty filter lists only specialties some published coach has', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `unclaimed-${Date.now()}`
  const created = await request.post('/api/specialties', {
    headers,
    data: { name: 'Unclaimed specialty', slug, order: 1 },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto('/search')
    const filter = page.getByRole('navigation', { name: 'Specialized experience' })
    await expect(filter.getByRole('link', { name: /^Ivy League/ })).toBeVisible()
    await expect(filter.getByRole('link', { name: /^Unclaimed specialty/ })).toHaveCount(0)
  } finally {
    await request.delete(`/api/specialties/${doc.id}`, { headers })
  }
})

test('a coach without a photo shows the initials of the page’s language', async ({ page }) => {
  await page.goto('/search?q=Wu%20Zhehan')
  const en = page.getByRole('article').filter({ hasText: 'Wu Zhehan' })
  await expect(en.getByTestId('coach-initials')).toHaveText('WZ')
  await page.goto(`/zh/search?q=${encodeURIComponent('吴哲瀚')}`)
  const zh = page.getByRole('article').filter({ hasText: '吴哲瀚' })
  await expect(zh.getByTestId('coach-initials')).toHaveText('吴')
})

test('the eleven marketing figures centre their last row on a phone and a desktop; dollars read in Chinese units', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const figures = page.locator('dl').filter({ hasText: '95%' })
    const frame = (await figures.boundingBox())!
    const cards = await figures.locator(':scope > div').evaluateAll((divs) =>
      divs.map((div) => {
        const box = div.getBoundingClientRect()
        return { top: Math.round(box.top), left: box.left, right: box.right }
      }),
    )
    expect(cards).toHaveLength(11)
    const lastTop = Math.max(...cards.map((card) => card.top))
    const lastRow = cards.filter((card) => card.top === lastTop)
    expect(lastRow.length).toBeLessThan(cards.filter((card) => card.top === cards[0]!.top).length)
    const before = Math.min(...lastRow.map((card) => card.left)) - frame.x
    const after = frame.x + frame.width - Math.max(...lastRow.map((card) => card.right))
    expect(Math.abs(before - after), `at ${width}px`).toBeLessThanOrEqual(2)
  }
  await expect(page.locator('dl').filter({ hasText: '95%' })).toContainText('$4M+')
  await page.goto('/zh')
  await expect(page.locator('dl').filter({ hasText: '95%' })).toContainText('400 万美元+')
})

test('name fields follow the language: first name first in English, 姓 first in Chinese; Register sits under the last field', async ({
  page,
}) => {
  const labels = () => page.locator('form label').allTextContents()
  await page.goto('/my-account-register')
  await waitForHydration(page)
  const english = await labels()
  expect(english.indexOf('First name')).toBeLessThan(english.indexOf('Last name'))
  const code = (await page.getByLabel('Verification code').boundingBox())!
  const register = (await page.getByRole('button', { name: 'Register' }).boundingBox())!
  expect(register.y - (code.y + code.height)).toBeLessThanOrEqual(24)

  await page.goto('/zh/my-account-register')
  await waitForHydration(page)
  const chinese = await labels()
  expect(chinese.indexOf('姓氏')).toBeGreaterThanOrEqual(0)
  expect(chinese.indexOf('姓氏')).toBeLessThan(chinese.indexOf('名字'))
})

test('an optional certification field left empty reads "Not provided", not "Not yet"', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  await certifiedStudent(page, request)
  const row = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
  await page.goto('/user/certify/student')
  await expect(row('ID Card Number (optional)')).toHaveText('Not provided')
  await page.goto('/zh/user/certify/student')
  await expect(row('身份证号（选填）')).toHaveText('未填写')
})
