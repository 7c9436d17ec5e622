import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import {
  adminToken,
  certifiedStudent,
  createUser,
  memberAt,
  ownNetwork,
  signIn,
  waitForHydration,
  waitForMail,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

type Account = { email: string; password: string }

/** The admin's REST headers. */
const asAdmin = async (request: APIRequestContext) => ({
  Authorization: `JWT ${await adminToken(request)}`,
})

/** The listing's organisation member, with a password an admin sets for the test (demo members have none anyone knows). */
async function organisationMemberOf(request: APIRequestContext, offering: number) {
  const headers = await asAdmin(request)
  const listing = (await (
    await request.get(`/api/offerings/${offering}?depth=0`, { headers })
  ).json()) as { owner: number }
  const member = (await (
    await request.get(`/api/users/${listing.owner}?depth=0`, { headers })
  ).json()) as { email: string }
  const password = 'OrgPassw0rd1'
  const set = await request.patch(`/api/users/${listing.owner}`, { headers, data: { password } })
  expect(set.ok(), await set.text()).toBe(true)
  return { email: member.email, password } satisfies Account
}

/**
 * Opens the study tours on `/study-tour` in `locale` from their links, until one whose apply panel
 * shows `wanted` (a closed one says so instead); returns the tour's id.
 */
async function openStudyTour(page: Page, locale: 'en' | 'zh', wanted: (panel: Locator) => Locator) {
  const prefix = locale === 'zh' ? '/zh' : ''
  await page.goto(`${prefix}/study-tour`)
  const links = page.locator(`main a[href^="${prefix}/programme/"]`)
  await expect(links.first()).toBeVisible()
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))]
  for (const href of hrefs) {
    await page.locator(`main a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await waitForHydration(page)
    const panel = page.getByTestId('apply-panel')
    const closed = panel.getByText(locale === 'zh' ? '申请已截止。' : 'Applications are closed.')
    await expect(wanted(panel).or(closed)).toBeVisible()
    if (await wanted(panel).isVisible()) return Number(href!.split('/').pop())
    await page.goBack()
  }
  throw new Error(`no study tour on ${prefix}/study-tour takes applications`)
}

const applyButton = (panel: Locator) => panel.getByRole('button', { name: '申请', exact: true })

test('a certified student applies to a study tour in Chinese, follows it in 我的申请, and hears of the shortlisting in Chinese', async ({
  page,
  request,
}) => {
  const student = await memberAt(page, request, 'student', '/zh/user/home')
  const studentId = await certifiedStudent(page, request)
  const tour = await openStudyTour(page, 'zh', applyButton)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

  const panel = page.getByTestId('apply-panel')
  await panel.getByLabel('给机构的留言（选填）').fill('我对这个游学项目很感兴趣。')
  await applyButton(panel).click()
  await expect(panel.getByText('申请已提交')).toBeVisible()
  await expect(panel.getByTestId('application-status')).toHaveText('已提交')
  // Coming back later: the status instead of the form.
  await page.reload()
  await expect(panel.getByTestId('application-status')).toHaveText('已提交')
  await expect(applyButton(panel)).toHaveCount(0)

  await panel.getByRole('link', { name: '我的申请' }).click()
  await expect(page).toHaveURL(/\/zh\/user\/applications$/)
  await expect(page.getByRole('heading', { level: 1, name: '我的申请' })).toBeVisible()
  const application = page.getByTestId('application').filter({ hasText: title })
  await expect(application.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/zh/programme/${tour}`,
  )
  await expect(application.getByTestId('application-status')).toHaveText('已提交')
  await expect(application.getByRole('button', { name: '撤回申请' })).toBeVisible()

  // The organisation's member shortlists it, through the API with their own session.
  const organisation = await organisationMemberOf(request, tour)
  const login = await request.post('/api/users/login', { data: organisation })
  expect(login.ok(), await login.text()).toBe(true)
  const orgHeaders = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = (await (
    await request.get(
      `/api/applications?where[listingKey][equals]=offerings:${tour}&where[owner][equals]=${studentId}&depth=0`,
      { headers: orgHeaders },
    )
  ).json()) as { docs: { id: number }[] }
  expect(found.docs).toHaveLength(1)
  const shortlisted = await request.patch(`/api/applications/${found.docs[0]!.id}`, {
    headers: orgHeaders,
    data: { status: 'shortlisted' },
  })
  expect(shortlisted.ok(), await shortlisted.text()).toBe(true)

  await page.reload()
  await expect(application.getByTestId('application-status')).toHaveText('已入围')
  await expect(application.getByTestId('application-history')).toContainText('已提交 → 已入围')
  const mail = await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === student.email) === true &&
      (m.subject ?? '').includes('已入围'),
  )
  expect(mail.subject).toMatch(/^您的申请状态：已入围/)
  expect(mail.text).toContain(`您申请的“${title}”状态已更新为：已入围。`)
  expect(mail.text).toMatch(/\/zh\/user\/applications/)

  // The home page's card lists it too.
  await page.goto('/zh/user/home')
  await expect(
    page.getByTestId('my-applications-card').getByTestId('application-status').first(),
  ).toHaveText('已入围')
})

test('an anonymous visitor is asked to sign in to apply, and comes back to the listing', async ({
  page,
  request,
}) => {
  const signInLink = (panel: Locator) => panel.getByRole('link', { name: 'Sign in to apply' })
  const tour = await openStudyTour(page, 'en', signInLink)
  const panel = page.getByTestId('apply-panel')
  await expect(signInLink(panel)).toHaveAttribute(
    'href',
    `/my-account-login?redirect=${encodeURIComponent(`/programme/${tour}`)}`,
  )
  const account = await createUser(request, ['student'])
  await signInLink(panel).click()
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`/programme/${tour}$`))
  // Signed in but not certified: told how to certify.
  await expect(panel.getByRole('link', { name: 'Certify your student status' })).toHaveAttribute(
    'href',
    '/user/certify/student',
  )
})

test('organisation accounts are told only students apply', async ({ page, request }) => {
  await memberAt(page, request, 'employer')
  await openStudyTour(page, 'en', (panel) =>
    panel.getByText(
      'Only students can apply. Organisation and staff accounts cannot send applications.',
    ),
  )
})
