import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { e2eAdmin } from './env'
import { createUser, signIn, waitForHydration } from './helpers'

async function signedIn(page: Page, request: import('@playwright/test').APIRequestContext, role: string, path: string) {
  const account = await createUser(request, [role])
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
  return account
}

const photo = async () => ({
  name: 'student-id.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2255aa' } }).jpeg().toBuffer(),
})

async function asAdmin(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test('a student applies with a photo, is rejected with a reason, edits, resubmits, and is approved', async ({ page, request }) => {
  await signedIn(page, request, 'student', '/user/certify/student')
  await page.getByLabel('Real Name').fill('Lin Mei')
  await page.getByLabel('Educational Level').selectOption({ label: 'Bachelor' })
  await page.getByLabel('Graduation School').fill('Fudan University')
  await page.getByLabel('Major').fill('Economics')
  await page.getByLabel('Enrollment Year').fill('2022')
  await page.getByLabel('Graduation Year').fill('2026')
  await page.getByLabel('Student ID Photo').setInputFiles(await photo())
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Certification submitted successfully!')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')

  // A reviewer decides (the admin's review screen is covered by the admin tests).
  const headers = await asAdmin(request)
  const mine = (await (await request.get('/api/certifications?where[student.realName][equals]=Lin%20Mei&sort=-createdAt&limit=1', { headers })).json()) as { docs: { id: number }[] }
  const id = mine.docs[0]!.id
  expect((await request.patch(`/api/certifications/${id}`, { headers, data: { status: 'rejected', rejectionReason: 'The photo is too dark to read.' } })).ok()).toBe(true)

  await page.reload()
  await expect(page.getByTestId('certification-status')).toHaveText('Rejected')
  await expect(page.getByTestId('rejection-reason')).toHaveText('The photo is too dark to read.')
  await page.getByRole('button', { name: 'Edit Certification' }).click()
  await page.getByLabel('Student ID Photo').setInputFiles(await photo())
  await page.getByRole('button', { name: 'Submit changes' }).click()
  await expect(page.getByText('Certification updated successfully!')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')

  expect((await request.patch(`/api/certifications/${id}`, { headers, data: { status: 'approved' } })).ok()).toBe(true)
  await page.goto('/user/home')
  await expect(page.getByTestId('certification-status')).toHaveText('Approved')
})

test('the student form’s messages of SPEC §5, in English and Chinese', async ({ page, request }) => {
  await signedIn(page, request, 'student', '/user/certify/student')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Please check the form for errors.')).toBeVisible()
  for (const text of ['Real Name is required.', 'Graduation School is required.', 'Major is required.', 'Enrollment Year is required.', 'Graduation Year is required.']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await page.getByLabel('Enrollment Year').fill('2024')
  await page.getByLabel('Graduation Year').fill('2020')
  await page.getByLabel('Real Name').fill('Wang')
  await expect(page.getByText('Graduation Year cannot be earlier than Enrollment Year.')).toBeVisible()

  await page.goto('/zh/user/certify/student')
  await waitForHydration(page)
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('请检查表单中的错误。')).toBeVisible()
  await expect(page.getByText('真实姓名为必填项。', { exact: true })).toBeVisible()
})

test('an employer’s organisation form needs its own fields; schools also a school type', async ({ page, request }) => {
  await signedIn(page, request, 'employer', '/user/certify/org')
  await page.getByLabel('Provider Type').selectOption({ label: 'School' })
  await page.getByLabel('Contact Phone').fill('abc')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Invalid Contact Phone format.')).toBeVisible()
  await expect(page.getByText('School Type is required.')).toBeVisible()
  await expect(page.getByText('Licence Number is required.')).toBeVisible()
  // A draft can be saved incomplete, and submitted later.
  await page.getByLabel('Contact Phone').fill('+86 21 5555 0100')
  await page.getByLabel('Name', { exact: true }).fill('Bright Futures Academy')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved. Submit it when you are ready.')).toBeVisible()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Submission')
})
