import { expect, test } from '@playwright/test'

import { seedPages } from '../../src/seed/pages/content'

import { adminToken, waitForHydration } from './helpers'

const offerPages = seedPages.filter((page) => page.path !== 'home')
const h1Of = (page: (typeof seedPages)[number], locale: 'en' | 'zh') => {
  const hero = page.layout[0]
  return hero?.blockType === 'hero' ? hero.heading[locale] : page.title[locale]
}

for (const locale of ['en', 'zh'] as const) {
  test(`each offer page renders in ${locale === 'en' ? 'English' : 'Chinese'}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const prefix = locale === 'zh' ? '/zh' : ''
    for (const offer of offerPages) {
      const response = await page.goto(`${prefix}/${offer.path}`)
      expect(response?.status(), offer.path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(offer, locale))
      await expect(page).toHaveTitle(
        new RegExp(`^${offer.title[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `),
      )
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        locale === 'zh' ? 'zh-CN' : 'en-US',
      )
    }
  })
}

test('the home page: hero, offers, latest articles and the final call to action, in both languages', async ({
  page,
}) => {
  await page.goto('/zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('通往世界顶尖大学之路')
  const offers = page.getByRole('region', { name: '探索我们的服务' })
  await offers.getByRole('link', { name: /游学/ }).first().click()
  await expect(page).toHaveURL(/\/zh\/study-tour$/)

  // The root path would follow the language chosen above; /en is English whatever was chosen.
  await page.goto('/en')
  const latest = page
    .locator('section')
    .filter({ has: page.getByRole('link', { name: 'All articles' }) })
  await expect(latest.getByRole('article')).toHaveCount(3)
  await page.getByRole('link', { name: 'All articles' }).click()
  await expect(page).toHaveURL(/:\d+\/article$/)
  await page.goBack()
  const lastSection = page.locator('main section').last()
  await lastSection.getByRole('button', { name: 'Start Free Consultation' }).click()
  await expect(page.getByRole('dialog', { name: 'Book a free consultation' })).toBeVisible()
})

test('FAQ answers open from the keyboard', async ({ page }) => {
  await page.goto('/faq')
  const question = page.locator('summary').first()
  const answer = page.locator('details').first().locator('p')
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
})

test('choosing a study tour opens the booking with the plan, in Chinese', async ({ page }) => {
  await page.goto('/zh/study-tour')
  await waitForHydration(page)
  const tier = page.getByRole('article').first()
  const plan = (await tier.getByRole('heading', { level: 3 }).textContent())!.trim()
  await tier.getByRole('button', { name: '选择此套餐' }).click()
  await expect(page.getByRole('dialog').getByTestId('consultation-plan')).toContainText(`“${plan}”`)
})

test('/study-abroad/index-backup goes permanently to /study-abroad in each language', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/study-abroad/index-backup', '/study-abroad'],
    ['/en/study-abroad/index-backup', '/study-abroad'],
    ['/zh/study-abroad/index-backup', '/zh/study-abroad'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location).toBe(to)
  }
})

test('an editor’s change to a page shows on the next visit, and drafts stay private', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/pages?where[path][equals]=coming-soon&locale=zh&depth=0', {
    headers,
  })
  const doc = (
    (await found.json()) as {
      docs: { id: number; layout: { blockType: string; heading?: string }[] }[]
    }
  ).docs[0]!
  const original = doc.layout[0]!.heading!
  const edit = (heading: string, status: 'published' | 'draft') =>
    request.patch(`/api/pages/${doc.id}?locale=zh${status === 'draft' ? '&draft=true' : ''}`, {
      headers,
      data: {
        layout: doc.layout.map((b, i) => (i === 0 ? { ...b, heading } : b)),
        _status: status,
      },
    })
  try {
    await page.goto('/zh/coming-soon')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original)
    expect((await edit('新服务即将上线，敬请期待', 'published')).ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新服务即将上线，敬请期待')
    expect((await edit('尚未发布的草稿标题', 'draft')).ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新服务即将上线，敬请期待')
  } finally {
    await edit(original, 'published')
  }
})
