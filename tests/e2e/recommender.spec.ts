import { expect, type Locator, type Page, test } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

import { axeViolations, certifiedStudent, memberAt, ownNetwork, waitForHydration } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

/** Every string of a message namespace. */
const leaves = (messages: unknown): string[] =>
  typeof messages === 'string' ? [messages] : Object.values(messages as object).flatMap(leaves)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The English words of the recommender's interface: each English message cut at its placeholders
 * (plural messages left out), the pieces that still hold a word of three letters or more.
 */
const englishUi = [
  ...new Set(
    leaves(en.recommender)
      .filter((message) => !message.includes(', plural,'))
      .flatMap((message) => message.split(/\{[^}]*\}/))
      .map((piece) => piece.replace(/^[\s.,:;!?]+|[\s.,:;!?]+$/g, ''))
      .filter((piece) => /[A-Za-z]{3,}/.test(piece)),
  ),
]
/** The English interface words the page shows (as whole words: "Check" is not in "Checked"). */
const englishOn = async (page: Page) => {
  const text = await page.locator('body').innerText()
  return englishUi.filter((piece) =>
    new RegExp(`(?<![A-Za-z])${escape(piece)}(?![A-Za-z])`).test(text),
  )
}

/** A message with placeholders, as a pattern its rendered text matches whole. */
const messagePattern = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{[^}]*\}/)
      .map(escape)
      .join('.+')}$`,
  )
const chineseReasons = Object.values(zh.recommender.reasons).map(messagePattern)

/** The data-key of each card in `scope`, in order. */
const keysIn = (scope: Locator) =>
  scope
    .getByTestId('recommendation')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-key')))

/** A card says in Chinese its match score, its eligibility and why it fits. */
async function expectChineseCard(card: Locator) {
  const key = await card.getAttribute('data-key')
  await expect(card.getByTitle('匹配度', { exact: true }), key!).toHaveText(/^匹配度 \d{1,3}%$/)
  const eligibility = card.locator('[data-eligibility]')
  const value = (await eligibility.getAttribute('data-eligibility')) as
    keyof typeof zh.recommender.eligibility | null
  expect(Object.keys(zh.recommender.eligibility), key!).toContain(value)
  await expect(eligibility.locator('p').first(), key!).toHaveText(
    zh.recommender.eligibility[value!],
  )
  const reasons = await card.locator(':scope > ul > li').allInnerTexts()
  expect(reasons.length, `reasons of ${key}`).toBeGreaterThan(0)
  for (const reason of reasons)
    expect(
      chineseReasons.some((pattern) => pattern.test(reason.trim())),
      `${key}: "${reason}" is one of the Chinese reasons`,
    ).toBe(true)
  await expect(card.getByRole('link', { name: /^立即申请\s*: / }), key!).toHaveAttribute(
    'href',
    /^\/zh\/(programme|employment\/job)\/\d+#apply$/,
  )
}

/** The results page address for a profile interested in robotics, asking for every kind. */
const everyKind = `/tools/recommender?${new URLSearchParams([
  ['interests', 'robotics, computer science'],
  ['countries', 'US'],
  ['currency', 'USD'],
  ...['study-tour', 'programme', 'tutoring', 'university', 'internship'].map((kind) => [
    'kinds',
    kind,
  ]),
])}#results`

test('a certified student gets matches in Chinese, applies from one, saves, reopens and refreshes them; another student gets the 404', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  await memberAt(page, request, 'student', '/zh/user/home')
  await certifiedStudent(page, request)

  await page.goto('/zh/tools/recommender')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: '您的画像' })
  // Prefilled from the certification (and Chinese: yuan).
  await expect(form.getByLabel('学历层次')).toHaveValue('bachelor')
  await expect(form.getByLabel('学校')).toHaveValue('南京大学')
  await expect(form.getByLabel('专业')).toHaveValue('历史学')
  await expect(form.getByLabel('兴趣方向')).toHaveValue('历史学')
  await expect(form.getByLabel('币种')).toHaveValue('CNY')
  await expect(page.getByText(zh.recommender.form.prefilled)).toBeVisible()

  await form.getByLabel('兴趣方向').fill('人工智能、机器人')
  await form.getByRole('checkbox', { name: '美国', exact: true }).check()
  for (const kind of ['游学', '留学项目', '实习与工作'])
    await form.getByRole('checkbox', { name: kind, exact: true }).check()
  await form.getByRole('button', { name: '查看匹配结果' }).click()
  await expect(page).toHaveURL(/\/zh\/tools\/recommender\?.+#results$/)
  const asked = new URL(page.url()).searchParams
  expect(asked.get('interests')).toBe('人工智能、机器人')
  expect(asked.get('major')).toBe('历史学')
  expect(asked.getAll('countries')).toEqual(['US'])
  expect(asked.getAll('kinds')).toEqual(['study-tour', 'programme', 'internship'])

  const results = page.locator('section#results')
  await expect(results.getByRole('heading', { level: 2 })).toHaveText([
    '您的匹配结果',
    '项目与游学',
    '实习与工作',
  ])
  const cards = results.getByTestId('recommendation')
  await expect(cards.first()).toBeVisible()
  // Five at most per list before "show more".
  expect(
    await results.locator('#offerings').getByTestId('recommendation').count(),
  ).toBeLessThanOrEqual(5)
  for (const card of await cards.all()) await expectChineseCard(card)
  // The interests typed in Chinese find programmes and jobs.
  for (const list of ['offerings', 'jobs'])
    await expect(
      results
        .locator(`#${list}`)
        .getByText(/^符合您对“(人工智能|机器人)”的兴趣$/)
        .first(),
    ).toBeVisible()
  expect(await englishOn(page), 'English interface words on /zh/tools/recommender').toEqual([])
  const shown = await keysIn(results)

  // Opens programmes from the results, by their titles, until one takes applications; applies there.
  let applied: string | null = null
  for (const key of await keysIn(results.locator('#offerings'))) {
    const card = results.locator(`[data-testid="recommendation"][data-key="${key}"]`)
    // Its one heading: level 3, or 4 when the list is split by eligibility (which the clock decides).
    const title = card.getByRole('heading').getByRole('link')
    const href = await title.getAttribute('href')
    expect(href).toBe(`/zh/programme/${key!.split(':')[1]}`)
    await title.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await waitForHydration(page)
    const panel = page.getByTestId('apply-panel')
    const apply = panel.getByRole('button', { name: '申请', exact: true })
    await expect(apply.or(panel.getByText('申请已截止。'))).toBeVisible()
    if (await apply.isVisible()) {
      await panel.getByLabel('给机构的留言（选填）').fill('我对人工智能和机器人很感兴趣。')
      await apply.click()
      await expect(panel.getByText('申请已提交')).toBeVisible()
      await expect(panel.getByTestId('application-status')).toHaveText('已提交')
      applied = key
      await page.goBack()
      break
    }
    await page.goBack()
  }
  expect(applied, 'a recommended programme that takes applications').not.toBeNull()
  await expect(page).toHaveURL(/\/zh\/tools\/recommender\?.+#results$/)
  await waitForHydration(page)
  await expect.poll(() => keysIn(results)).toEqual(shown)

  await results.getByRole('button', { name: '保存结果' }).click()
  await expect(page).toHaveURL(/\/zh\/tools\/recommender\/\d+$/)
  await expect(page.getByText(zh.recommender.save.saved)).toBeVisible()
  const path = new URL(page.url()).pathname
  const id = Number(path.split('/').pop())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('人工智能、机器人')
  const saved = page.locator('section#results')
  await expect(saved.getByTestId('recommendation').first()).toBeVisible()
  await expect
    .poll(() => keysIn(saved), { message: 'the saved set is what the results page showed' })
    .toEqual(shown)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('人工智能、机器人')
  await expect(saved.getByTestId('recommendation').first()).toBeVisible()
  await expect.poll(() => keysIn(saved), { message: 'the saved set after a reload' }).toEqual(shown)
  expect(await englishOn(page), `English interface words on ${path}`).toEqual([])

  await waitForHydration(page)
  await page.getByRole('button', { name: '根据新发布内容更新' }).click()
  await expect(page.getByText(zh.recommender.saved.refreshed)).toBeVisible()
  await expect(page.getByTestId('saved-set-status')).toContainText(zh.recommender.saved.upToDate)
  await expect(saved.getByTestId('recommendation').first()).toBeVisible()

  // The dashboard home leads back to the latest saved set.
  await page.goto('/zh/user/home')
  await expect(
    page.getByTestId('new-matches-card').getByRole('link', { name: '打开最近的结果' }),
  ).toHaveAttribute('href', path)

  // Another (certified) student: the page does not exist for them.
  const other = await browser.newContext()
  await ownNetwork(other)
  const otherPage = await other.newPage()
  await memberAt(otherPage, request, 'student', '/zh/user/home')
  await certifiedStudent(otherPage, request)
  const response = await otherPage.goto(`/zh/tools/recommender/${id}`)
  expect(response?.status()).toBe(404)
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('404 - 页面未找到')
  await expect(otherPage.getByTestId('recommendation')).toHaveCount(0)
  await other.close()
})

test('an anonymous visitor sees the invitation and a sample, no form; index2 leads to the page', async ({
  page,
}) => {
  await page.goto('/tools/recommender')
  const invitation = page.getByTestId('recommender-invitation')
  await expect(invitation.getByRole('heading', { level: 2 })).toHaveText(
    'Get recommendations made for you',
  )
  await expect(invitation.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/my-account-register',
  )
  await expect(invitation.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/my-account-login?redirect=%2Ftools%2Frecommender',
  )
  const sample = page.getByRole('region', { name: 'Sample matches' })
  await expect(sample.getByRole('heading', { level: 2 })).toHaveText([
    'Sample matches',
    'Programmes and study tours',
    'Coaches and packages',
  ])
  for (const list of ['offerings', 'coaches']) {
    const count = await sample.locator(`#${list}`).getByTestId('recommendation').count()
    expect(count, `sample ${list}`).toBeGreaterThan(0)
    expect(count, `sample ${list}`).toBeLessThanOrEqual(3)
  }
  // The sample has no filters and no "show more".
  await expect(sample.getByRole('navigation', { name: 'Show' })).toHaveCount(0)
  await expect(page.getByRole('form')).toHaveCount(0)
  await expect(page.getByLabel('Interests')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Show my matches' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save these results' })).toHaveCount(0)

  const response = await page.goto('/zh/tools/recommender/index2')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/localhost:\d+\/zh\/tools\/recommender$/)
  await expect(page.getByRole('heading', { level: 2, name: '匹配示例' })).toBeVisible()
  await expect(page.getByTestId('recommender-invitation')).toBeVisible()
})

test('a student who is not certified is invited to certify and gets no form', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/home')
  // Even with a profile in the address.
  await page.goto(everyKind)
  const invitation = page.getByTestId('recommender-invitation')
  await expect(invitation.getByRole('heading', { level: 2 })).toHaveText(
    'Verify your student status to see your matches',
  )
  await expect(invitation.getByRole('link', { name: 'Verify my student status' })).toHaveAttribute(
    'href',
    '/user/certify',
  )
  await expect(invitation.getByRole('link', { name: 'Register' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Sample matches' })).toBeVisible()
  await expect(page.getByRole('form')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save these results' })).toHaveCount(0)
  await expect(page.locator('section#results')).toHaveCount(0)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`WCAG 2.2 AA in ${colorScheme} mode`, () => {
    test.use({ colorScheme })
    test('the results page of every kind has no axe violations', async ({ page, request }) => {
      await memberAt(page, request, 'student', '/user/home')
      await certifiedStudent(page, request)
      await page.goto(everyKind)
      await expect(
        page.locator('section#results').getByTestId('recommendation').first(),
      ).toBeVisible()
      await waitForHydration(page)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the results page never scrolls sideways', async ({ page, request }) => {
    await memberAt(page, request, 'student', '/user/home')
    await certifiedStudent(page, request)
    for (const path of [everyKind, `/zh${everyKind}`]) {
      await page.goto(path)
      await expect(
        page.locator('section#results').getByTestId('recommendation').first(),
      ).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(390)
    }
  })
})
