import { expect, type Page, test } from '@playwright/test'

import {
  adminToken,
  axeViolations,
  createUser,
  memberAt,
  ownNetwork,
  signIn,
  waitForHydration,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

async function axeInBothModes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), colorScheme).toEqual([])
  }
}

test('the privacy policy and terms of use are pages of their own in both languages, linked from every footer and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(page.getByText(/^Version .+ · in effect from /)).toBeVisible()
  // (After a click the title follows the page's content: streamed with it.)
  await expect(page).toHaveTitle(/^Privacy policy/)
  await axeInBothModes(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/zh/terms-of-use')
  await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible()
  await expect(page.getByText(/^版本 .+ · 自 .+起生效$/)).toBeVisible()
  await axeInBothModes(page)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/privacy-policy', '/terms-of-use', '/zh/privacy-policy', '/zh/terms-of-use'])
    expect(sitemap).toContain(`${path}</loc>`)
})

test('a new version of a policy is accepted before the member continues, and kept on /user/privacy', async ({
  page,
  request,
}) => {
  const member = await createUser(request, ['student'])
  await page.goto('/zh/my-account-login?redirect=%2Fzh%2Fuser%2Fprofile')
  await signIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/zh\/user\/profile$/)

  const version = `2.${Date.now()}`
  const updated = await request.post('/api/globals/privacy-policy', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { version, changes: 'Sessions are listed with their country.' },
  })
  expect(updated.ok(), await updated.text()).toBe(true)

  await page.goto('/zh/user/profile')
  await expect(page).toHaveURL(/\/zh\/user\/privacy\/accept\?redirect=%2Fzh%2Fuser%2Fprofile$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: '我们更新了条款' })).toBeVisible()
  await expect(page.getByText(version).first()).toBeVisible()
  await axeInBothModes(page)
  // Any other page of the dashboard asks the same until then.
  await page.goto('/zh/user/security')
  await expect(page).toHaveURL(/\/zh\/user\/privacy\/accept/)
  await page.getByRole('button', { name: '我同意' }).click()
  await expect(page).toHaveURL(/\/zh\/user\/security$/)

  await page.goto('/zh/user/privacy')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: '隐私与授权' })).toBeVisible()
  await expect(page.getByText(`隐私政策 ${version}`)).toBeVisible()
  await axeInBothModes(page)
})

test('a student’s ID photo has its own consent, and an applicant under 14 names a guardian', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  const consent = page.getByRole('group', { name: 'Your ID photo' })
  await expect(consent).toContainText('Our certification reviewers see it.')
  await expect(page.getByLabel('Parent’s or guardian’s name')).toHaveCount(0)
  await consent.getByLabel('I am under 14 years old').check()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Consent to the use of your ID photo is required.')).toBeVisible()
  await expect(page.getByText('Parent’s or guardian’s name is required.')).toBeVisible()
})

test('registration records the acceptance: an account an admin made is asked first', async ({
  page,
  request,
}) => {
  const member = await createUser(request, ['school'], undefined, { acceptPolicies: false })
  await page.goto('/my-account-login?redirect=%2Fuser%2Fhome')
  await signIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/user\/privacy\/accept\?redirect=%2Fuser%2Fhome$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'I accept' }).click()
  await expect(page).toHaveURL(/\/user\/home$/)
})
