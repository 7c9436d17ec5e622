import { expect, type Locator, type Page, test } from '@playwright/test'

/** The schema.org objects of the open page. */
async function structuredData(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The number a list's count line says ("12 programmes", "共 12 个项目"). */
async function countOf(page: Page, pattern: RegExp) {
  const line = page.getByText(pattern)
  await expect(line).toBeVisible()
  return Number((await line.textContent())!.replace(/\D/g, ''))
}

const cards = (scope: Page | Locator) => scope.getByRole('article')

/** The study tours under /study-tour's copy (whose package tiers are articles too). */
const tours = (page: Page) =>
  page.getByRole('region', { name: 'Study tours open for applications' })

/** Every card of the list says its type first. */
async function expectKinds(scope: Page | Locator, kind: string) {
  for (const card of await cards(scope).all())
    await expect(card.locator('p').first()).toHaveText(kind)
}

test('/study-tour lists the seeded study tours under the editors’ copy, in both languages', async ({
  page,
}) => {
  await page.goto('/study-tour')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'See your dream universities before you apply',
  )
  const section = tours(page)
  const total = await countOf(page, /^\d+ programmes?$/)
  expect(total).toBeGreaterThan(0)
  await expect(cards(section)).toHaveCount(Math.min(total, 12))
  await expectKinds(section, 'Study tour')

  await page.goto('/zh/study-tour')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Han}/u)
  const zhSection = page.getByRole('region', { name: '正在接受申请的游学项目' })
  expect(await countOf(page, /^共 \d+ 个项目$/)).toBe(total)
  await expect(cards(zhSection).first()).toContainText('游学')
})

test('a filter narrows the study tours, stays in the URL, and its chip removes it', async ({
  page,
}) => {
  await page.goto('/study-tour')
  const before = await countOf(page, /^\d+ programmes?$/)
  // The first tour's country, as its card shows it ("City, Country").
  const place = await cards(tours(page)).first().locator('[data-fact="place"]').textContent()
  const country = place!.split(', ').pop()!.trim()

  const form = page.getByRole('search', { name: 'Filter programmes' })
  await form.getByLabel('Country or region').selectOption({ label: country })
  await form.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/\/study-tour\?country=[A-Za-z]+#listings$/)
  const after = await countOf(page, /^\d+ programmes?$/)
  expect(after).toBeGreaterThan(0)
  expect(after).toBeLessThanOrEqual(before)
  for (const text of await cards(tours(page)).locator('[data-fact="place"]').allTextContents())
    expect(text.endsWith(country)).toBe(true)
  // The form shows the filter in use, and a reload keeps it.
  await page.reload()
  await expect(form.getByLabel('Country or region')).toHaveValue(/^[A-Za-z]+$/)

  await page.getByRole('link', { name: `Remove the filter Country or region: ${country}` }).click()
  await expect(page).toHaveURL(/\/study-tour#listings$/)
  expect(await countOf(page, /^\d+ programmes?$/)).toBe(before)
})

test('a programme page: facts, the organisation with its verified licence, and Course data', async ({
  page,
}) => {
  await page.goto('/study-tour')
  const first = cards(tours(page)).first()
  const title = (await first.getByRole('heading').textContent())!.trim()
  await first.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/programme\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await expect(page.getByRole('region', { name: 'Key facts' })).toContainText('Study tour')
  const organisation = page.getByRole('region', { name: 'Organisation' })
  await expect(organisation.getByText('Licence verified')).toBeVisible()

  const course = (await structuredData(page)).find((data) => data['@type'] === 'Course')
  expect(course).toMatchObject({
    '@context': 'https://schema.org',
    name: title,
    provider: { '@type': 'Organization' },
    hasCourseInstance: { '@type': 'CourseInstance' },
  })
  expect(typeof (course!.provider as { name: string }).name).toBe('string')
  if (course!.offers)
    expect(course!.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
    })
})

test('/employment/job filters internships, and a job page has JobPosting data', async ({
  page,
}) => {
  await page.goto('/employment/job')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs and internships')
  const all = await countOf(page, /^\d+ positions?$/)

  const form = page.getByRole('search', { name: 'Filter jobs and internships' })
  await form.getByLabel('Type').selectOption('internship')
  await form.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/\/employment\/job\?type=internship$/)
  const internships = await countOf(page, /^\d+ positions?$/)
  expect(internships).toBeGreaterThan(0)
  expect(internships).toBeLessThan(all)
  await expectKinds(page, 'Internship')

  const first = cards(page).first()
  const title = (await first.getByRole('heading').textContent())!.trim()
  await first.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/employment\/job\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(
    page.getByRole('region', { name: 'Organisation' }).getByText('Licence verified'),
  ).toBeVisible()
  const posting = (await structuredData(page)).find((data) => data['@type'] === 'JobPosting')
  expect(posting).toMatchObject({
    title,
    employmentType: 'INTERN',
    hiringOrganization: { '@type': 'Organization' },
  })
  expect(Boolean(posting!.jobLocation) !== Boolean(posting!.jobLocationType)).toBe(true)
})

test('/employment/go-to-china keeps its copy and lists jobs in China with a link to all of them', async ({
  page,
}) => {
  await page.goto('/employment/go-to-china')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const section = page.getByRole('region', { name: 'Jobs and internships in China now' })
  await expect(cards(section).first()).toBeVisible()
  await section.getByRole('link', { name: 'See all jobs in China' }).click()
  await expect(page).toHaveURL(/\/employment\/job\?country=CN$/)
  await expect(
    page
      .getByRole('search', { name: 'Filter jobs and internships' })
      .getByLabel('Country or region'),
  ).toHaveValue('CN')
})

test('an unknown or malformed programme id is the 404 page', async ({ page }) => {
  for (const path of ['/programme/999999', '/zh/programme/abc', '/employment/job/999999']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test('/partnership lists the certified partners that show their profile, each linking to it, in both languages', async ({
  page,
}) => {
  await page.goto('/partnership')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const partners = page.getByRole('region', { name: 'Our certified partners' })
  const hawthorne = cards(partners).filter({ hasText: 'Hawthorne Academy' })
  await expect(hawthorne).toContainText('School')
  await expect(hawthorne).toContainText('Massachusetts, United States')
  // A certified employer that keeps its profile private is not among them.
  await expect(partners.getByText('Pearl River Robotics')).toHaveCount(0)
  await hawthorne.getByRole('link', { name: 'Hawthorne Academy' }).click()
  await expect(page).toHaveURL(/\/organisation\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hawthorne Academy')

  await page.goto('/zh/partnership')
  const zhPartners = page.getByRole('region', { name: '认证合作机构' })
  const zhHawthorne = cards(zhPartners).filter({ hasText: '霍桑学院' })
  await expect(zhHawthorne).toContainText('学校')
  await zhHawthorne.getByRole('link', { name: '霍桑学院' }).click()
  await expect(page).toHaveURL(/\/zh\/organisation\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('霍桑学院')
})

test('the search finds a study tour by a word of its title under the coach results, and shows nothing when nothing matches', async ({
  page,
}) => {
  await page.goto('/study-tour')
  const [title, ...others] = (await cards(tours(page)).getByRole('heading').allTextContents()).map(
    (text) => text.trim(),
  )
  // The first tour's longest word that no other tour's title has, so it is among the newest six.
  const longestFirst = title!.match(/[A-Za-z]+/g)!.sort((a, b) => b.length - a.length)
  const word =
    longestFirst.find(
      (w) => !others.some((other) => other.toLowerCase().includes(w.toLowerCase())),
    ) ?? longestFirst[0]!

  await page.goto(`/search?q=${encodeURIComponent(word)}`)
  await expect(page.getByTestId('coach-count')).toBeVisible()
  const matches = page.getByRole('region', { name: `Programmes and jobs matching “${word}”` })
  await expect(matches.getByRole('link', { name: 'All jobs and internships' })).toHaveAttribute(
    'href',
    '/employment/job',
  )
  const programme = matches.getByRole('link', { name: title!, exact: true })
  await expect(programme).toBeVisible()
  await programme.click()
  await expect(page).toHaveURL(/\/programme\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)

  await page.goto('/search?q=qqxzv')
  await expect(page.getByTestId('coach-count')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Programmes and jobs matching/ })).toHaveCount(0)
})
