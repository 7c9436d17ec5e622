import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { studentDetails } from '../helpers/restSetup'

import { adminSignIn, adminToken, createUser, ownNetwork, photoFile } from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))
// A reviewer on a phone.
test.use({ viewport: { width: 390, height: 844 } })
// Each test signs up a member and a reviewer and saves through the admin: slower than one page.
test.describe.configure({ timeout: 90_000 })

type Kind = 'student' | 'organisation'
const organisationDetails = () => ({
  providerType: 'employer',
  name: `Harbour Bridge International Education Consulting ${Date.now()}`,
  licenceNumber: `91310000MA1FL${Date.now()}`,
  legalRepresentative: 'Zhang Wei',
  address: '88 Century Avenue, Pudong New Area, Shanghai, Building 3, Floor 27, Room 2703',
  website: 'https://careers.harbour-bridge-international-education.example.com/opportunities',
  contactPerson: 'Li Na',
  contactPosition: 'Head of Human Resources',
  contactPhone: '+86 21 5555 0100',
  contactEmail: 'human-resources.recruitment@harbour-bridge-education.example.com',
  country: 'CN',
  region: 'Shanghai',
  description: 'A technology company hiring graduates for its Shanghai office.',
})

/** A member's application waiting for review, sent through the REST API as the member; its id. */
async function pendingApplication(request: APIRequestContext, kind: Kind, realName = '') {
  const member = await createUser(request, [kind === 'student' ? 'student' : 'employer'])
  const login = await request.post('/api/users/login', { data: member })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const upload = await request.post('/api/certification-documents', {
    headers,
    // A phone camera's long file name.
    multipart: {
      file: await photoFile('IMG_20261125_095832_student_identity_card_front_side_scan.jpg'),
      _payload: '{}',
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const photo = ((await upload.json()) as { doc: { id: number } }).doc.id
  const details =
    kind === 'student'
      ? { ...studentDetails, realName, studentIdPhoto: photo }
      : { ...organisationDetails(), licencePhoto: photo }
  const created = await request.post('/api/certifications', {
    headers,
    data: { type: kind, [kind]: details },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** The application as stored (read as the e2e admin). */
async function stored(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/certifications/${id}?depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as {
    status: string
    rejectionReason?: string | null
    student?: { realName?: string }
  }
}

/** A new reviewer, signed in to the admin, on the application. */
async function reviewerOn(page: Page, request: APIRequestContext, id: number) {
  const reviewer = await createUser(request, ['reviewer'])
  await adminSignIn(page, reviewer.email, reviewer.password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/certifications/${id}`)
  await expect(page.getByTestId('review-bar')).toBeVisible()
  // The admin refreshes its form state after loading; acting before that answer lands can lose it.
  await page.waitForLoadState('networkidle')
}

/** No sideways scrolling; otherwise the elements reaching past the right edge, to find the culprit. */
async function expectNoSidewaysScroll(page: Page) {
  const measured = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => {
        const box = el.getBoundingClientRect()
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(box.left)}–${Math.round(box.right)}`
      })
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 25) }
  })
  expect(measured.scrollWidth, measured.wide.join('\n')).toBeLessThanOrEqual(390)
}

test('at 390 px a reviewer sees the decision first without sideways scrolling; a rejection needs a reason', async ({
  page,
  request,
}) => {
  const id = await pendingApplication(request, 'student', `Review Bar ${Date.now()}`)
  await reviewerOn(page, request, id)
  const bar = page.getByTestId('review-bar')
  await expect(bar.getByTestId('review-status')).toHaveText('Pending Review')
  const approve = bar.getByRole('button', { name: 'Approve', exact: true })
  const reject = bar.getByRole('button', { name: 'Reject', exact: true })
  // In the first screen, before any scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(approve).toBeInViewport({ ratio: 1 })
  await expect(reject).toBeInViewport({ ratio: 1 })
  await expectNoSidewaysScroll(page)
  // What the member applied with is the reviewer's to read, not to change.
  await expect(page.locator('#field-student__realName')).toBeDisabled()
  await expect(page.locator('#field-student__major')).toBeDisabled()
  await expect(bar).toContainText('The applicant’s details are read-only.')

  await reject.click()
  const reason = bar.getByLabel('Reason for the rejection')
  await expect(reason).toBeFocused()
  await expectNoSidewaysScroll(page)
  const confirm = bar.getByRole('button', { name: 'Reject with this reason' })
  await confirm.click()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(bar.getByRole('alert')).toHaveText('A rejection needs a reason.')
  await expect(reason).toBeFocused()
  expect((await stored(request, id)).status).toBe('pending-review')

  await reason.fill('The student ID photo is too dark to read.')
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true')
  await confirm.click()
  await expect(bar.getByTestId('review-status')).toHaveText('Rejected')
  await expect(bar).toContainText('The student ID photo is too dark to read.')
  await expect(approve).toHaveCount(0)
  expect(await stored(request, id)).toMatchObject({
    status: 'rejected',
    rejectionReason: 'The student ID photo is too dark to read.',
    student: { realName: expect.stringMatching(/^Review Bar/) },
  })
})

test('an organisation’s application fits 390 px too; a reviewer approves it with the keyboard', async ({
  page,
  request,
}) => {
  const id = await pendingApplication(request, 'organisation')
  await reviewerOn(page, request, id)
  await expectNoSidewaysScroll(page)
  await expect(page.locator('#field-organisation__name')).toBeDisabled()
  const bar = page.getByTestId('review-bar')
  const approve = bar.getByRole('button', { name: 'Approve', exact: true })
  const reject = bar.getByRole('button', { name: 'Reject', exact: true })
  await expect(approve).toBeInViewport({ ratio: 1 })

  // Tab from the top of the page reaches Approve, then Reject, each with a visible focus ring.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(async () => {
    await page.keyboard.press('Tab')
    await expect(approve).toBeFocused({ timeout: 100 })
  }).toPass({ timeout: 20_000 })
  const ring = (el: HTMLElement | SVGElement) => getComputedStyle(el).outlineStyle
  expect(await approve.evaluate(ring)).not.toBe('none')
  await page.keyboard.press('Tab')
  await expect(reject).toBeFocused()
  expect(await reject.evaluate(ring)).not.toBe('none')
  await page.keyboard.press('Shift+Tab')
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(bar.getByTestId('review-status')).toHaveText('Approved')
  expect((await stored(request, id)).status).toBe('approved')
})

test.describe('in the Chinese admin', () => {
  test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })

  test('the review bar speaks Chinese and refuses a rejection without a reason', async ({
    page,
    request,
  }) => {
    const id = await pendingApplication(request, 'student', `审核 ${Date.now()}`)
    await reviewerOn(page, request, id)
    const bar = page.getByTestId('review-bar')
    await expect(bar.getByRole('heading', { name: '审核' })).toBeVisible()
    await expect(bar.getByTestId('review-status')).toHaveText('待审核')
    await expect(bar.getByRole('button', { name: '通过', exact: true })).toBeVisible()
    await bar.getByRole('button', { name: '驳回', exact: true }).click()
    await bar.getByRole('button', { name: '确认驳回' }).click()
    await expect(bar.getByLabel('驳回原因')).toHaveAttribute('aria-invalid', 'true')
    await expect(bar.getByRole('alert')).toHaveText('驳回时必须填写原因。')
    await expectNoSidewaysScroll(page)
    await bar.getByLabel('驳回原因').fill('学生证照片不清晰。')
    await bar.getByRole('button', { name: '确认驳回' }).click()
    await expect(bar.getByTestId('review-status')).toHaveText('已驳回')
    expect(await stored(request, id)).toMatchObject({
      status: 'rejected',
      rejectionReason: '学生证照片不清晰。',
    })
  })
})
