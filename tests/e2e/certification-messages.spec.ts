import { expect, type Page, test } from '@playwright/test'

import {
  adminToken,
  memberAt,
  onReturnToTab,
  ownNetwork,
  photoFile,
  waitForHydration,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

const notAnImage = {
  name: 'scan.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('This is a text file with a picture’s name.'),
}
const submit = (page: Page, name: RegExp = /^(Submit for review|提交审核)$/) =>
  page.getByRole('button', { name }).click()
const shown = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible()

/** Every validation message a member can meet on the two certification forms, in both languages. */
const copy = {
  en: {
    path: '',
    checkForm: 'Please check the form for errors.',
    required: (field: string) => `${field} is required.`,
    year: (field: string) => `${field} must be a valid year.`,
    graduation: 'Graduation Year cannot be earlier than Enrollment Year.',
    student: [
      'Real Name',
      'Educational Level',
      'Graduation School',
      'Major',
      'Enrollment Year',
      'Graduation Year',
      'Consent to the use of your ID photo',
    ],
    photo: 'Student ID Photo',
    organisation: [
      'Provider Type',
      'Name',
      'Licence Number',
      'Legal Representative',
      'Contact Person',
      'Contact Phone',
      'Licence Photo',
    ],
    optional: ['Address', 'Contact Position', 'Contact Email', 'Country', 'Region', 'Description'],
    phone: 'Invalid Contact Phone format.',
    email: 'Contact Email format is incorrect.',
    website: 'Please enter a valid website address, starting with https://.',
    labels: {
      providerType: 'Provider Type',
      school: 'School',
      agency: 'Education Agency',
      schoolType: 'School Type',
      businessScope: 'Business Scope',
      phone: 'Contact Phone',
      email: 'Contact Email (optional)',
      website: 'Website (optional)',
      enrollment: 'Enrollment Year',
      graduation: 'Graduation Year',
    },
  },
  zh: {
    path: '/zh',
    checkForm: '请检查表单中的错误。',
    required: (field: string) => `${field}为必填项。`,
    year: (field: string) => `${field}须为有效年份。`,
    graduation: '毕业年份不能早于入学年份。',
    student: [
      '真实姓名',
      '学历层次',
      '毕业院校',
      '专业',
      '入学年份',
      '毕业年份',
      '同意使用证件照片',
    ],
    photo: '学生证照片',
    organisation: ['机构类型', '名称', '执照编号', '法定代表人', '联系人', '联系电话', '执照照片'],
    optional: ['地址', '联系人职位', '联系邮箱', '国家或地区', '省/州/地区', '机构简介'],
    phone: '联系电话格式不正确。',
    email: '联系邮箱格式不正确。',
    website: '请输入以 https:// 开头的有效网址。',
    labels: {
      providerType: '机构类型',
      school: '学校',
      agency: '教育机构',
      schoolType: '学校类型',
      businessScope: '经营范围',
      phone: '联系电话',
      email: '联系邮箱（选填）',
      website: '网站（选填）',
      enrollment: '入学年份',
      graduation: '毕业年份',
    },
  },
} as const

for (const [locale, c] of Object.entries(copy)) {
  test(`the student form says what is missing or wrong (${locale})`, async ({ page, request }) => {
    await memberAt(page, request, 'student', '/user/certify/student')
    await page.goto(`${c.path}/user/certify/student`)
    await waitForHydration(page)
    await submit(page)
    await shown(page, c.checkForm)
    // The photo is asked for in the same round as the fields.
    for (const field of [...c.student, c.photo]) await shown(page, c.required(field))

    await page.getByLabel(c.labels.enrollment).fill('1800')
    await shown(page, c.year(c.labels.enrollment))
    await page.getByLabel(c.labels.enrollment).fill('2024')
    await page.getByLabel(c.labels.graduation).fill('2020')
    await shown(page, c.graduation)

    // With every field right but still no photo, the photo is asked for again.
    await page.getByLabel(c.labels.graduation).fill('2028')
    await page.getByLabel(c.student[0]).fill('王芳')
    await page.getByLabel(c.student[1]).selectOption({ index: 3 })
    await page.getByLabel(c.student[2]).fill('复旦大学')
    await page.getByLabel(c.student[3]).fill('经济学')
    await submit(page)
    await shown(page, c.required(c.photo))
    await shown(page, c.checkForm)
  })

  test(`the organisation form asks each provider type for its own fields (${locale})`, async ({
    page,
    request,
  }) => {
    await memberAt(page, request, 'school', '/user/certify/org')
    await page.goto(`${c.path}/user/certify/org`)
    await waitForHydration(page)
    await submit(page)
    await shown(page, c.checkForm)
    for (const field of c.organisation) await shown(page, c.required(field))
    // Only what an organisation must give is asked for; the rest is optional.
    for (const field of c.optional)
      await expect(page.getByText(c.required(field), { exact: true })).toHaveCount(0)

    await page.getByLabel(c.labels.phone).fill('call me')
    await page.getByLabel(c.labels.email).fill('not-an-address')
    await page.getByLabel(c.labels.website).fill('example')
    await shown(page, c.phone)
    await shown(page, c.email)
    await shown(page, c.website)

    // Schools name their school type; education agencies their business scope; employers neither.
    await page.getByLabel(c.labels.providerType).selectOption({ label: c.labels.school })
    await submit(page)
    await shown(page, c.required(c.labels.schoolType))
    await expect(page.getByText(c.required(c.labels.businessScope), { exact: true })).toHaveCount(0)
    await page.getByLabel(c.labels.providerType).selectOption({ label: c.labels.agency })
    await submit(page)
    await shown(page, c.required(c.labels.businessScope))
    await expect(page.getByText(c.required(c.labels.schoolType), { exact: true })).toHaveCount(0)
  })
}

test('a refused photo: "Submission failed: …", "Failed to submit service provider information…", then "Update failed: …"', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  await page.getByLabel('Real Name').fill('Zhou Yu')
  await page.getByLabel('Educational Level').selectOption({ label: 'Master' })
  await page.getByLabel('Graduation School').fill('Zhejiang University')
  await page.getByLabel('Major').fill('Computer Science')
  await page.getByLabel('Enrollment Year').fill('2023')
  await page.getByLabel('Graduation Year').fill('2026')
  await page.getByLabel('I agree to the use of my ID photo for certification').check()
  // Too large: said as soon as it is chosen (the server's limit would cut the upload off without a word).
  await page.getByLabel('Student ID Photo').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  })
  await shown(page, 'The file must not be larger than 5 MB.')
  await page.getByLabel('Student ID Photo').setInputFiles(notAnImage)
  await expect(page.getByText('The file must not be larger than 5 MB.')).toHaveCount(0)
  await submit(page)
  await shown(page, 'Submission failed: Please choose a JPEG, PNG or WebP image.')
  // Nothing typed is lost; a real photo goes through.
  await expect(page.getByLabel('Real Name')).toHaveValue('Zhou Yu')
  await page.getByLabel('Student ID Photo').setInputFiles(await photoFile('student-id.jpg'))
  await submit(page)
  await expect(page.getByText('Certification submitted successfully!')).toBeVisible()

  await page.getByRole('button', { name: 'Edit Certification' }).click()
  await page.getByLabel('Student ID Photo').setInputFiles(notAnImage)
  await page.getByRole('button', { name: 'Submit changes' }).click()
  await shown(page, 'Update failed: Please choose a JPEG, PNG or WebP image.')

  await page.goto('/zh/user/certify/student')
  await waitForHydration(page)
  await page.getByRole('button', { name: '编辑认证' }).click()
  await page.getByLabel('学生证照片').setInputFiles(notAnImage)
  await page.getByRole('button', { name: '提交修改' }).click()
  await shown(page, '更新失败：请选择 JPEG、PNG 或 WebP 图片。')
})

test('an organisation whose licence photo is refused is told so, in both languages', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'employer', '/user/certify/org')
  for (const [path, failed, photoLabel] of [
    [
      '/user/certify/org',
      'Failed to submit service provider information, please try again.',
      'Licence Photo',
    ],
    ['/zh/user/certify/org', '服务商信息提交失败，请重试。', '执照照片'],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    await page.getByLabel(/^(Provider Type|机构类型)$/).selectOption({ index: 1 })
    for (const [label, value] of [
      [/^(Name|名称)$/, 'Horizon Careers'],
      [/^(Licence Number|执照编号)$/, '91310000MA1FL0001X'],
      [/^(Legal Representative|法定代表人)$/, 'Zhang Wei'],
      [/^(Address \(optional\)|地址（选填）)$/, '88 Century Avenue, Shanghai'],
      [/^(Contact Person|联系人)$/, 'Li Na'],
      [/^(Contact Position \(optional\)|联系人职位（选填）)$/, 'HR'],
      [/^(Contact Phone|联系电话)$/, '13800138000'],
      [/^(Contact Email \(optional\)|联系邮箱（选填）)$/, 'hr@example.com'],
      [/^(Region \(optional\)|省\/州\/地区（选填）)$/, 'Shanghai'],
      [/^(Description \(optional\)|机构简介（选填）)$/, 'Hiring graduates.'],
    ] as const) {
      await page.getByLabel(label).fill(value)
    }
    await page
      .getByLabel(/^(Country \(optional\)|国家或地区（选填）)$/)
      .selectOption({ value: 'CN' })
    await page.getByLabel(photoLabel).setInputFiles(notAnImage)
    await submit(page)
    await shown(page, failed)
  }
  // The photo itself says why.
  await shown(page, '请选择 JPEG、PNG 或 WebP 图片。')
})

test('loading failures: "Failed to fetch certification details: …", "Network error…", "Failed to load service provider information."', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  // The page is rendered on the server, then refreshed through the API when the member returns to it.
  const api = /\/api\/certifications\?/
  const failsOnReturn = (text: string) =>
    onReturnToTab(page, () =>
      expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 1000 }),
    )
  await page.route(api, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"errors":[{"message":"unavailable"}]}',
    }),
  )
  await failsOnReturn(
    'Failed to fetch certification details: the server could not answer (error 503)',
  )
  for (const [path, text] of [
    ['/zh/user/certify/student', '获取认证详情失败：服务器暂时无法响应（错误 503）'],
    ['/zh/user/certify/org', '加载服务商信息失败。'],
    ['/en/user/certify/org', 'Failed to load service provider information.'],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    await failsOnReturn(text)
  }

  await page.unroute(api)
  await page.route(api, (route) => route.abort('internetdisconnected'))
  await page.goto('/user/certify/student')
  await waitForHydration(page)
  await failsOnReturn('Network error. Please try again later.')
  await page.goto('/zh/user/certify/student')
  await waitForHydration(page)
  await failsOnReturn('网络错误，请稍后再试。')
})

test('saving without a connection: "Network error. Please try again later."', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  // The save is a server action: a POST to the page itself.
  await page.route('**/user/certify/student', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.getByLabel('Real Name').fill('Offline Student')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await shown(page, 'Network error. Please try again later.')
  await expect(page.getByLabel('Real Name')).toHaveValue('Offline Student')
})

test('an application that lost its photo, or was deleted by staff, says "Certification details not found or incomplete."', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student', '/user/certify/student')
  // Sent complete, through the API with the member's own session, from the portal's page as a browser would.
  const origin = { Origin: new URL(page.url()).origin }
  const upload = await page.request.post('/api/certification-documents', {
    headers: origin,
    multipart: { file: await photoFile('student-id.jpg'), _payload: '{}' },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const photo = ((await upload.json()) as { doc: { id: number } }).doc.id
  const student = {
    realName: 'Sun Li',
    idPhotoConsent: true,
    educationalLevel: 'bachelor',
    graduationSchool: 'Nanjing University',
    major: 'History',
    enrollmentYear: 2021,
    graduationYear: 2025,
    studentIdPhoto: photo,
  }
  const created = await page.request.post('/api/certifications', {
    headers: origin,
    data: { type: 'student', student },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.reload()
  await expect(page.getByTestId('certification-status')).toHaveText('Pending Review')
  await expect(page.getByText('Certification details not found or incomplete.')).toHaveCount(0)

  // Staff delete the photo: the application is no longer complete.
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  expect((await request.delete(`/api/certification-documents/${photo}`, { headers })).ok()).toBe(
    true,
  )
  await page.reload()
  await waitForHydration(page)
  await shown(page, 'Certification details not found or incomplete.')
  await page.goto('/zh/user/certify/student')
  await shown(page, '未找到认证详情或信息不完整。')

  // Deleted while the member has the page open: said when they come back to it, and they can apply afresh.
  await page.goto('/en/user/certify/student')
  await waitForHydration(page)
  expect((await request.delete(`/api/certifications/${doc.id}`, { headers })).ok()).toBe(true)
  await onReturnToTab(page, () =>
    expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible({ timeout: 1000 }),
  )
  await shown(page, 'Certification details not found or incomplete.')
  await expect(page.getByTestId('certification-status')).toHaveCount(0)
})
