import { type Browser, expect, type Page, test } from '@playwright/test'

import {
  adminSignIn,
  memberAt,
  createUser,
  onReturnToTab,
  ownNetwork,
  photoFile,
  waitForHydration,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))
// Each test signs a reviewer in to the admin with two steps (set up at the first), beside the member.
test.describe.configure({ timeout: 90_000 })

/** `totpSecret`: the reviewer's authenticator, kept once they set it up at their first sign-in. */
type Account = { email: string; password: string; totpSecret?: string }

/** A reviewer, in their own browser, signed in to the admin and on the certifications list. */
async function reviewQueue(browser: Browser, reviewer: Account) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await ownNetwork(context)
  const page = await context.newPage()
  reviewer.totpSecret = await adminSignIn(
    page,
    reviewer.email,
    reviewer.password,
    reviewer.totpSecret,
  )
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/certifications')
  return { context, page }
}

/** The reviewer opens the application from the queue's "waiting" filter and decides in the admin. */
async function reviewerDecides(
  browser: Browser,
  reviewer: Account,
  title: string,
  decision: 'Approved' | 'Rejected',
  reason?: string,
) {
  const { context, page } = await reviewQueue(browser, reviewer)
  await page.getByRole('link', { name: /^Waiting for review \(\d+\)$/ }).click()
  await expect(page).toHaveURL(
    /where%5Bstatus%5D%5Bequals%5D=pending-review|where\[status\]\[equals\]=pending-review/,
  )
  await page.getByRole('link', { name: title, exact: true }).click()
  // The private photo is shown inline, loaded with the reviewer's own session.
  const photo = page.locator('figure img')
  await expect(photo).toBeVisible()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: decision, exact: true }).click()
  // The admin refreshes its form state after a change; saving before that answer lands can lose the outcome.
  await page.waitForLoadState('networkidle')
  if (decision === 'Rejected') {
    // A rejection without a reason is refused.
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('A rejection needs a reason.').first()).toBeVisible()
    await page.locator('#field-rejectionReason').fill(reason ?? '')
    await page.waitForLoadState('networkidle')
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Updated successfully/i).first()).toBeVisible()
  await context.close()
}

async function fillStudentForm(page: Page, realName: string) {
  await page.getByLabel('Real Name').fill(realName)
  await page.getByLabel('Educational Level').selectOption({ label: 'Bachelor' })
  await page.getByLabel('Graduation School').fill('Fudan University')
  await page.getByLabel('Major').fill('Economics')
  await page.getByLabel('Enrollment Year').fill('2022')
  await page.getByLabel('Graduation Year').fill('2026')
  await page.getByLabel('I agree to the use of my ID photo for certification').check()
}

async function fillEmployerForm(page: Page, name: string) {
  await page.getByLabel('Provider Type').selectOption({ label: 'Employer' })
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Licence Number').fill('91310000MA1FL0001X')
  await page.getByLabel('Legal Representative').fill('Zhang Wei')
  await page
    .getByLabel('Address (optional)', { exact: true })
    .fill('88 Century Avenue, Pudong, Shanghai')
  await page.getByLabel('Website (optional)').fill('https://careers.example.com')
  await page.getByLabel('Contact Person').fill('Li Na')
  await page.getByLabel('Contact Position').fill('HR Manager')
  await page.getByLabel('Contact Phone').fill('+86 21 5555 0100')
  await page.getByLabel('Contact Email').fill('hr@careers.example.com')
  await page.getByLabel('Country').selectOption({ label: 'Chinese mainland' })
  await page.getByLabel('Region').fill('Shanghai')
  await page
    .getByLabel('Description')
    .fill('A technology company hiring graduates for its Shanghai office.')
}

test('a student applies with a photo; a reviewer rejects it with a reason in the admin; the student edits, resubmits and is approved', async ({
  page,
  request,
  browser,
}) => {
  const reviewer = await createUser(request, ['reviewer'])
  await memberAt(page, request, 'student', '/user/certify/student')
  const realName = `Lin Mei ${Date.now()}`
  await fillStudentForm(page, realName)
  await page.getByLabel('Student ID Photo').setInputFiles(await photoFile('student-id.jpg'))
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Certification submitted successfully!')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')

  await reviewerDecides(browser, reviewer, realName, 'Rejected', 'The photo is too dark to read.')

  // Coming back to the tab is enough: the page refreshes the application itself.
  await onReturnToTab(page, () =>
    expect(page.getByTestId('certification-status')).toHaveText('Rejected', { timeout: 1000 }),
  )
  await expect(page.getByTestId('rejection-reason')).toHaveText('The photo is too dark to read.')
  await page.getByRole('button', { name: 'Edit Certification' }).click()
  await page.getByLabel('Student ID Photo').setInputFiles(await photoFile('student-id-2.jpg'))
  await page.getByRole('button', { name: 'Submit changes' }).click()
  await expect(page.getByText('Certification updated successfully!')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')

  await reviewerDecides(browser, reviewer, realName, 'Approved')
  await page.goto('/user/home')
  await expect(page.getByTestId('certification-status')).toHaveText('Approved')
  await page.goto('/zh/user/certify')
  await expect(page.getByTestId('certification-status')).toHaveText('已通过')
})

test('an employer applies with a licence photo and is approved; the provider becomes Certified', async ({
  page,
  request,
  browser,
}) => {
  const reviewer = await createUser(request, ['reviewer'])
  await memberAt(page, request, 'employer', '/user/certify/org')
  const name = `Horizon Careers ${Date.now()}`
  await fillEmployerForm(page, name)
  await page.getByLabel('Licence Photo').setInputFiles(await photoFile('licence.png', 'png'))
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Service provider information submitted successfully!')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')

  // The organisations filter finds it; the students filter does not.
  const { context, page: admin } = await reviewQueue(browser, reviewer)
  await admin.getByRole('link', { name: /^Organisations waiting/ }).click()
  await expect(admin.getByRole('link', { name, exact: true })).toBeVisible()
  await admin.getByRole('link', { name: /^Students waiting/ }).click()
  await expect(admin.getByRole('link', { name: /^Students waiting/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(admin.getByRole('link', { name, exact: true })).toHaveCount(0)
  await context.close()

  await reviewerDecides(browser, reviewer, name, 'Approved')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('certification-status')).toHaveText('Approved')
  await expect(page.getByTestId('provider-status')).toHaveText('Certified')
})
