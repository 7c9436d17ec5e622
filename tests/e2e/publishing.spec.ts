import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import { bachelorStudent } from '../helpers/memberDetails'

import {
  adminToken,
  createUser,
  memberAt,
  ownNetwork,
  photoFile,
  staffToken,
  waitForHydration,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

type Account = { email: string; password: string }

const run = Date.now().toString(36)
let licences = 0

/** A REST call, with a JWT (a member's or the admin's) when given; it must succeed: its JSON answer. */
async function call(
  request: APIRequestContext,
  token: string | null,
  method: 'post' | 'patch',
  path: string,
  body: Parameters<APIRequestContext['post']>[1],
) {
  const answer = await request[method](path, {
    ...body,
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as { doc: { id: number }; token: string }
}

const tokenOf = async (request: APIRequestContext, account: Account) =>
  (await call(request, null, 'post', '/api/users/login', { data: account })).token

/**
 * The member's certification sent through the API with their photo, then decided by the admin
 * (approved; approved and later rejected for an organisation that lost its standing). Returns the
 * member's REST token.
 */
async function certify(
  request: APIRequestContext,
  account: Account,
  type: 'organisation' | 'student',
  details: Record<string, unknown>,
  decisions: ('approved' | 'rejected')[] = ['approved'],
) {
  const token = await tokenOf(request, account)
  const photo = await call(request, token, 'post', '/api/certification-documents', {
    multipart: { file: await photoFile(`${type}.jpg`), _payload: '{}' },
  })
  const photoField = type === 'student' ? 'studentIdPhoto' : 'licencePhoto'
  const { doc } = await call(request, token, 'post', '/api/certifications', {
    data: { type, [type]: { ...details, [photoField]: photo.doc.id } },
  })
  const admin = await adminToken(request)
  for (const status of decisions)
    await call(request, admin, 'patch', `/api/certifications/${doc.id}`, {
      data:
        status === 'rejected'
          ? { status, rejectionReason: 'The licence has expired.' }
          : { status },
    })
  return token
}

/** What an organisation must give to be certified. */
const organisation = (providerType: 'employer' | 'education-agency', name: string) => ({
  providerType,
  name,
  licenceNumber: `LIC-${run}-${(licences += 1)}`,
  legalRepresentative: 'Zhang Wei',
  contactPerson: 'Li Na',
  contactPhone: '+86 21 5555 0100',
  ...(providerType === 'education-agency' ? { businessScope: 'Study tours abroad.' } : {}),
})

/** A signed-in organisation member (on their dashboard) whose organisation certification was decided. */
async function organisationMember(
  page: Page,
  request: APIRequestContext,
  role: 'employer' | 'institution',
  decisions?: ('approved' | 'rejected')[],
) {
  const account = await memberAt(page, request, role)
  const type = role === 'employer' ? 'employer' : 'education-agency'
  return certify(request, account, 'organisation', organisation(type, `${role} ${run}`), decisions)
}

/** A day no other test's listing starts on (the public list is filtered to it). */
const uniqueDay = () =>
  new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 7000) * 86_400_000)
    .toISOString()
    .slice(0, 10)

/** Fills a listing's title (and city) in both languages. */
async function fillTexts(page: Page, texts: { title: [string, string]; city?: [string, string] }) {
  await page.getByLabel('Title (English)').fill(texts.title[0])
  await page.getByLabel('Title (Chinese)').fill(texts.title[1])
  if (texts.city) {
    await page.getByLabel('City (English)').fill(texts.city[0])
    await page.getByLabel('City (Chinese)').fill(texts.city[1])
  }
}

test('a certified institution publishes a study tour in both languages; it is on /study-tour and /zh/study-tour', async ({
  page,
  request,
}) => {
  await organisationMember(page, request, 'institution')
  await page.goto('/user/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Study-tour services' })).toBeVisible()
  await page.getByRole('link', { name: 'New study tour' }).click()
  await expect(page).toHaveURL(/\/user\/studyAbroad\/info\?type=study-tour$/)
  await waitForHydration(page)
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('study-tour')

  const title: [string, string] = [`Summer in Oxford ${run}`, `牛津夏季游学 ${run}`]
  const start = uniqueDay()
  await fillTexts(page, { title, city: ['Oxford', '牛津'] })
  await page.getByLabel('Description (English)').fill('Lectures every morning.\nPunting after.')
  await page.getByLabel('Description (Chinese)').fill('每天上午听课。\n下午撑篙游河。')
  await page.getByLabel('Country or region').selectOption('GB')
  await page.getByLabel('Start date').fill(start)
  await page.getByLabel('Places', { exact: true }).fill('30')
  await page.getByLabel('Places left').fill('40')
  await page.getByRole('button', { name: 'Publish' }).click()
  // The collection's own rule, at its field.
  await expect(page.getByText(en.organisations.refusals.placesOverCapacity)).toBeVisible()
  await page.getByLabel('Places left').fill('12')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/studyAbroad\/info\/\d+$/)
  await expect(page.getByTestId('listing-status')).toContainText('Published')

  // The preview shows the public page in each language.
  const preview = page.getByTestId('listing-preview')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title[0])
  await page
    .getByRole('navigation', { name: 'Preview of the public page' })
    .getByRole('link', { name: '简体中文' })
    .click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title[1])

  await page.goto('/user/services')
  const row = page.getByTestId('listing-row').filter({ hasText: title[0] })
  await expect(row.getByTestId('listing-status')).toContainText('Published')
  await expect(row.getByTestId('application-count')).toHaveText('0')

  await page.goto(`/study-tour?from=${start}&to=${start}`)
  await expect(page.getByRole('link', { name: title[0] })).toBeVisible()
  await page.goto(`/zh/study-tour?from=${start}&to=${start}`)
  await expect(page.getByRole('link', { name: title[1] })).toBeVisible()
})

test('an employer whose certification was withdrawn may draft a job but is refused publishing, with the way to certify', async ({
  page,
  request,
}) => {
  await organisationMember(page, request, 'employer', ['approved', 'rejected'])
  await page.goto('/user/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible()
  await expect(
    page.getByRole('note').filter({ hasText: en.organisations.refusals.certifyFirst }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'New job' }).click()
  await expect(page).toHaveURL(/\/user\/services\/job$/)
  await waitForHydration(page)
  await page.getByLabel('Type', { exact: true }).selectOption('internship')
  await fillTexts(page, { title: [`Sales intern ${run}`, `销售实习生 ${run}`] })

  const form = page.getByRole('main').locator('form')
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(
    form.getByRole('alert').filter({ hasText: en.organisations.refusals.certifyFirst }),
  ).toBeVisible()
  await expect(form.getByRole('link', { name: 'Go to certification' })).toHaveAttribute(
    'href',
    '/user/certify',
  )
  await form.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page.getByText('Saved as draft.')).toBeVisible()
  await expect(page.getByTestId('listing-status')).toContainText('Draft')
})

test('a certified employer posts an internship; it is on /employment/job', async ({
  page,
  request,
}) => {
  await organisationMember(page, request, 'employer')
  await page.goto('/user/services/job')
  await waitForHydration(page)
  const city = `Testville ${run}`
  await page.getByLabel('Type', { exact: true }).selectOption('internship')
  await fillTexts(page, {
    title: [`Data intern ${run}`, `数据实习生 ${run}`],
    city: [city, `测试市 ${run}`],
  })
  await page.getByLabel('Pay', { exact: true }).selectOption('stipend')
  await page.getByLabel('Salary from').fill('3000')
  await page.getByLabel('Remote').check()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/services\/job\/\d+$/)

  await page.goto(`/employment/job?city=${encodeURIComponent(city)}`)
  await expect(page.getByRole('link', { name: `Data intern ${run}` })).toBeVisible()
})

test('the employer shortlists an applicant in one click, and sees the history', async ({
  page,
  request,
}) => {
  const employer = await organisationMember(page, request, 'employer')
  const title = `Research intern ${run}`
  const job = await call(request, employer, 'post', '/api/jobs', {
    data: { type: 'internship', title, status: 'published' },
  })
  const realName = `Lin Mei ${run}`
  const student = await certify(request, await createUser(request, ['student']), 'student', {
    realName,
    ...bachelorStudent,
  })
  await call(request, student, 'post', '/api/applications', {
    data: { job: job.doc.id, message: 'I would love to join.' },
  })

  await page.goto('/user/services')
  const row = page.getByTestId('listing-row').filter({ hasText: title })
  await expect(row.getByTestId('application-count')).toHaveText('1')
  await row.getByTestId('application-count').click()
  await expect(page).toHaveURL(new RegExp(`/user/services/applicants/jobs/${job.doc.id}$`))
  await waitForHydration(page)

  const application = page.getByTestId('application').filter({ hasText: realName })
  await expect(application).toContainText('Fudan University')
  await expect(application).toContainText('I would love to join.')
  await expect(application.getByTestId('application-status')).toHaveText('Submitted')
  await application.getByRole('button', { name: 'Shortlist' }).click()
  await expect(page.getByText('The status is now “Shortlisted”.')).toBeVisible()
  await expect(application.getByTestId('application-status')).toHaveText('Shortlisted')
  await application.getByText('History').click()
  await expect(application.getByTestId('application-history')).toContainText(
    'Submitted → Shortlisted',
  )
})

test('a staff member hides a listing with a reason: it leaves the site, and its organisation sees why', async ({
  page,
  request,
}) => {
  const token = await organisationMember(page, request, 'institution')
  const title = `Kyoto spring tour ${run}`
  const { doc } = await call(request, token, 'post', '/api/offerings', {
    data: { type: 'study-tour', title, status: 'published', startDate: uniqueDay() },
  })
  expect((await request.get(`/programme/${doc.id}`)).status()).toBe(200)

  const editor = await createUser(request, ['editor'])
  const reason = 'The dates on this page do not match the organiser’s own site.'
  await call(request, await staffToken(request, editor), 'patch', `/api/offerings/${doc.id}`, {
    data: { hidden: true, hiddenReason: reason },
  })
  // The member cannot bring it back.
  const unhide = await request.patch(`/api/offerings/${doc.id}`, {
    data: { hidden: false },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(unhide.ok()).toBe(true)
  expect(((await unhide.json()) as { doc: { hidden: boolean } }).doc.hidden).toBe(true)

  expect((await request.get(`/programme/${doc.id}`)).status()).toBe(404)
  await page.goto('/user/studyAbroad')
  const row = page.getByTestId('listing-row').filter({ hasText: title })
  await expect(row).toContainText(en.publishing.list.hidden)
  await expect(row).toContainText(reason)
})
