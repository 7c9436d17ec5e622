import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  adminToken,
  axeInBothModes,
  certifiedInstitution,
  createUser,
  everyDay,
  ownNetwork,
  signIn,
  waitForHydration,
  waitForMail,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

/**
 * An organisation's service manager is booked like a coach: the organisation's account sets the
 * manager's hours in its dashboard, a student books a free consultation from the organisation's
 * page in Chinese, and the organisation sees it under Consultations and cancels it (the student is
 * mailed).
 */

type Account = { email: string; password: string }

/**
 * An institution whose certification an admin approved (the approval creates its organisation),
 * showing its profile, with one service manager; returns the account, organisation and manager.
 */
async function organisationWithManager(request: APIRequestContext, manager: string) {
  const name = `启航留学 ${Date.now().toString(36)}`
  const account = await certifiedInstitution(request, name)
  const { member } = account
  const found = await request.get('/api/organisations?limit=1&depth=0', { headers: member })
  const organisation = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  // Shown on the site (staff may, without the profile's texts in both languages).
  const shown = await request.patch(`/api/organisations/${organisation.id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { showable: true },
  })
  expect(shown.ok(), await shown.text()).toBe(true)
  const created = await request.post('/api/service-managers?locale=zh', {
    headers: member,
    data: { name: manager, phone: '+86 138 0000 0000', businessAreaCodes: ['study-tour'] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const managerId = ((await created.json()) as { doc: { id: number } }).doc.id
  const named = await request.patch(`/api/service-managers/${managerId}?locale=en`, {
    headers: member,
    data: { name: 'Li Na' },
  })
  expect(named.ok(), await named.text()).toBe(true)
  return { account, member, organisation: organisation.id, manager: managerId, name }
}

async function signedInAt(page: Page, account: Account, path: string) {
  await page.goto(`/zh/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
}

test('an organisation sets its manager’s hours; a student books the manager in Chinese; the organisation cancels', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const org = await organisationWithManager(request, '李娜')

  // The organisation's dashboard: the manager has no hours yet; its hours page sets them (the
  // weekly hours over REST, the form's own rules through the form).
  const orgContext = await browser.newContext()
  await ownNetwork(orgContext)
  const orgPage = await orgContext.newPage()
  await signedInAt(orgPage, org.account, '/zh/user/cm/sessions')
  await expect(orgPage.getByRole('heading', { level: 1, name: '咨询预约' })).toBeVisible()
  const managers = orgPage.getByTestId('consultations-hours')
  await expect(managers.getByText('尚未设置时间：学生暂时无法在线预约。')).toBeVisible()
  const hours = await orgPage.request.post('/api/availabilities', {
    headers: org.member,
    data: {
      serviceManager: org.manager,
      timeZone: 'UTC',
      weekly: everyDay('00:00', '24:00'),
      minimumNoticeHours: 1,
    },
  })
  expect(hours.ok(), await hours.text()).toBe(true)
  await managers.getByRole('link', { name: /^设置时间\s*（顾问李娜）$/ }).click()
  await expect(orgPage).toHaveURL(new RegExp(`/zh/user/cm/sessions/${org.manager}/availability$`))
  await expect(orgPage.getByRole('heading', { level: 1, name: '李娜的可预约时间' })).toBeVisible()
  const form = orgPage.getByTestId('availability-form')
  await form.getByLabel('每次课后的空闲时间（分钟）').fill('20')
  await form.getByRole('button', { name: '保存可预约时间' }).click()
  await expect(orgPage.getByText('可预约时间已保存，学生现在即可看到新的时间。')).toBeVisible()
  await axeInBothModes(orgPage, 'a service manager’s hours')

  // The student finds the manager on the organisation's page and books the first free time.
  const student = await createUser(request, ['student'])
  const studentContext = await browser.newContext({ timezoneId: 'Asia/Shanghai' })
  await ownNetwork(studentContext)
  const page = await studentContext.newPage()
  await signedInAt(page, student, `/zh/organisation/${org.organisation}`)
  await page.getByRole('link', { name: /^预约免费咨询\s*（顾问李娜）$/ }).click()
  await expect(page).toHaveURL(
    new RegExp(`/zh/organisation/${org.organisation}/book/${org.manager}$`),
  )
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('预约李娜的免费咨询')
  await expect(page.getByText(org.name).first()).toBeVisible()
  await page.locator('label:has(input[type="radio"])').nth(2).click()
  await expect(page.getByTestId('booking-choice')).toContainText('顾问时间')
  await page.getByLabel('您希望讨论哪些内容？（选填）').fill('想了解游学项目。')
  await page.getByRole('button', { name: '确认预约' }).click()
  const done = page.getByTestId('booking-done')
  await expect(done.getByRole('heading', { name: '咨询预约成功' })).toBeFocused()
  await expect(done).toContainText('顾问')
  await axeInBothModes(page, 'a service manager’s booking, confirmed')

  // The student's sessions name the manager and their organisation.
  await page.goto('/zh/user/bookings')
  const upcoming = page.getByTestId('bookings-upcoming')
  await expect(upcoming.getByRole('link', { name: `${org.name}顾问李娜` })).toBeVisible()
  await expect(upcoming.getByRole('button', { name: /联系机构/ })).toBeVisible()

  // The organisation sees the session with its manager's name, and cancels it.
  await orgPage.goto('/zh/user/cm/sessions')
  const coming = orgPage.getByTestId('coaching-upcoming')
  await expect(coming.getByText('服务顾问：李娜')).toBeVisible()
  await expect(coming.getByText('想了解游学项目。')).toBeVisible()
  await axeInBothModes(orgPage, 'an organisation’s consultations')
  await coming
    .getByRole('button', { name: /^取消预约/ })
    .first()
    .click()
  await coming.getByRole('button', { name: /^确定取消/ }).click()
  await expect(coming.getByText('想了解游学项目。')).toHaveCount(0)
  const told = await waitForMail(
    (mail) =>
      mail.to?.some((to) => to.address === student.email) === true &&
      (mail.subject ?? '').startsWith(`已取消：与${org.name}顾问李娜的咨询`),
  )
  expect(told.text).toContain('李娜')
  await orgContext.close()
  await studentContext.close()
})
