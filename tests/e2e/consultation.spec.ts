import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { waitForHydration, waitForMail } from './helpers'

test('booking from a coach page: the coach is preselected, every rule has its message, staff are mailed', async ({
  page,
}) => {
  await page.goto('/coach/chen-wei')
  await waitForHydration(page)
  // The coach takes bookings online: the callback request is the button beside the calendar's link.
  await page.getByRole('button', { name: 'Request a call back instead' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a free consultation' })
  await expect(dialog).toBeVisible()
  // Focus moved into the modal.
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  await expect(dialog.getByLabel('Preferred advisor')).toHaveValue('chen-wei')
  const axe = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  await dialog.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(dialog.getByTestId('consultation-problem')).toHaveText(
    'Please check the empty or incorrectly formatted fields in the form.',
  )
  for (const text of [
    'Please enter the student’s name',
    'Please choose a service',
    'Please enter a telephone number or WeChat ID',
  ]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible()
  }
  await dialog.getByLabel('Telephone or WeChat ID').fill('12')
  await dialog.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(
    dialog.getByText('Please enter a valid telephone number or WeChat ID', { exact: true }),
  ).toBeVisible()

  const student = `Lucy ${Date.now()}`
  await dialog.getByLabel('Student name').fill(student)
  await dialog.getByLabel('Service').selectOption({ label: 'U.S. Online credit courses' })
  await dialog.getByLabel('Current or graduated school').fill('Shanghai High School')
  await dialog.getByLabel('GPA or average grade').fill('3.9')
  await dialog.getByLabel('Telephone or WeChat ID').fill('lucy_wx2026')
  await dialog.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(dialog.getByTestId('consultation-outcome')).toHaveText(
    'Appointment confirmed! Our senior advisor will contact you within 2 hours to arrange a suitable mentor for your free consultation.',
  )
  const mail = await waitForMail(
    (m) => m.subject === `New consultation booking: ${student} / 新的咨询预约：${student}`,
  )
  expect(mail.text).toContain('Preferred advisor / 意向导师: Chen Wei')
  expect(mail.text).toContain('Service / 服务项目: U.S. Online credit courses / 美国在线学分课程')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('booking from a package page in Chinese names the package and answers in Chinese', async ({
  page,
}) => {
  await page.goto('/zh/coach/chen-wei/p/chen-wei-premium')
  await waitForHydration(page)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  await expect(page.getByRole('link', { name: '开始免费咨询' })).toHaveAttribute(
    'href',
    '/zh/coach/chen-wei/book',
  )
  await page.getByRole('button', { name: '改为预约回电' }).click()
  const dialog = page.getByRole('dialog', { name: '预约免费咨询' })
  await expect(dialog.getByTestId('consultation-plan')).toHaveText(
    `您已选择“${title}”套餐。请填写以下表单，我们的顾问会尽快与您联系！`,
  )
  await dialog.getByRole('button', { name: '确认预约' }).click()
  for (const text of ['请输入学生姓名', '请选择服务项目', '请输入电话号码或微信号'])
    await expect(dialog.getByText(text, { exact: true })).toBeVisible()
  await dialog.getByLabel('学生姓名').fill('张同学')
  await dialog.getByLabel('服务项目').selectOption({ label: '升学蓝图规划' })
  await dialog.getByLabel('电话或微信号').fill('+86 138 0013 8000')
  await dialog.getByRole('button', { name: '确认预约' }).click()
  await expect(dialog.getByTestId('consultation-outcome')).toHaveText(
    '预约成功！我们的资深顾问将在 2 小时内与您联系，为您安排合适的导师进行免费咨询。',
  )
})

test('nobody reads consultations over the REST API without staff rights', async ({ request }) => {
  expect((await request.get('/api/consultations')).status()).toBe(403)
})

test('the Ivy page: choosing a plan opens the booking with the spec’s text; Life Blueprint is announced as coming soon', async ({
  page,
  request,
}) => {
  await page.goto('/ivy')
  await waitForHydration(page)
  const excellence = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Excellence', exact: true }) })
  await expect(excellence.getByText('Most popular', { exact: true })).toBeVisible()
  await expect(excellence).toContainText('$12,888')
  await excellence.getByRole('button', { name: 'Choose this plan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a free consultation' })
  await expect(dialog.getByTestId('consultation-plan')).toHaveText(
    'You have selected the "Excellence" package. Please fill out the form below and our advisor will contact you shortly!',
  )
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Start Life Blueprint' }).click()
  await expect(page.getByTestId('life-blueprint-message')).toHaveText(
    'Life Blueprint services coming soon. Please schedule a free consultation for details.',
  )

  await page.goto('/zh/ivy')
  await waitForHydration(page)
  await page.getByRole('button', { name: '开启人生蓝图' }).click()
  await expect(page.getByTestId('life-blueprint-message')).toHaveText(
    '人生蓝图服务即将推出，详情请预约免费咨询。',
  )

  const legacy = await request.get('/zh/ivy/index-back', { maxRedirects: 0 })
  expect(legacy.status()).toBe(308)
  expect(legacy.headers().location).toBe('/zh/ivy')
})
