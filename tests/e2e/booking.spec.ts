import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  adminToken,
  axeInBothModes,
  createUser,
  everyDay,
  ownNetwork,
  signIn,
  testCoach,
  waitForHydration,
  waitForMail,
} from './helpers'

// A student in China on a phone, reading the Chinese pages.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN' })
test.beforeEach(({ context }) => ownNetwork(context))

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

/** A coach of the test's own, bookable all day every day in London time (or with no hours). */
const newCoach = (request: APIRequestContext, name: string, { hours = true } = {}) =>
  testCoach(request, {
    slug: `e2e-booking-${Date.now()}`,
    name: `Coach ${name}`,
    nameZh: name,
    timeZone: 'Europe/London',
    hours: hours ? everyDay('00:00', '24:00') : null,
  })

/** The picker's times: each a radio button inside the label the visitor presses. */
const times = (page: Page) => page.locator('label:has(input[type="radio"])')

test('a student picks a time signed out, signs in, comes back to it and books it in Chinese', async ({
  page,
  request,
}) => {
  const coach = await newCoach(request, '林嘉怡')
  const student = await createUser(request, ['student'])

  // The coach's "Start Free Consultation" leads to the booking page; the callback request stays beside it.
  await page.goto(`/zh/coach/${coach.slug}`)
  await expect(page.getByRole('button', { name: '改为预约回电' })).toBeVisible()
  await page.getByRole('link', { name: '开始免费咨询' }).click()
  await expect(page).toHaveURL(new RegExp(`/zh/coach/${coach.slug}/book$`))
  await waitForHydration(page)
  await expect(page).toHaveTitle(/预约林嘉怡的免费咨询/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('预约林嘉怡的免费咨询')

  // The first week, in the visitor's zone (Beijing time), with London beside the chosen time.
  await expect(page.getByLabel('时间显示时区')).toHaveValue('Asia/Shanghai')
  await expect(times(page).first()).toBeVisible()
  expect((await times(page).first().boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await expect(page.getByRole('button', { name: '上一周' })).toBeDisabled()
  await expect(page.getByTestId('booking-sign-in')).toContainText('登录或注册账号后即可预约')
  await fitsThePhone(page)
  await axeInBothModes(page, 'booking page, signed out')

  // A time a few slots on (still offered after the sign-in below), chosen with a press; the
  // arrow keys move the choice along the times, as in any group of radio buttons.
  const radios = page.getByRole('radio')
  await times(page).nth(3).click()
  await expect(radios.nth(3)).toBeChecked()
  await radios.nth(3).focus()
  await page.keyboard.press('ArrowRight')
  await expect(radios.nth(4)).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(radios.nth(3)).toBeChecked()
  const slot = (await radios.nth(3).getAttribute('value'))!
  const choice = page.getByTestId('booking-choice')
  await expect(choice).toContainText(`您的时间 ${await times(page).nth(3).innerText()}`)
  await expect(choice).toContainText('导师时间')
  await expect(choice).toContainText('英国时间')

  // Choosing London shows the same times in the coach's zone (and Beijing time beside them).
  await page.getByLabel('时间显示时区').selectOption('Europe/London')
  await expect(choice).toContainText('北京时间')
  await page.getByLabel('时间显示时区').selectOption('Asia/Shanghai')

  // Signing in comes back here with the time still chosen.
  await page.getByTestId('booking-sign-in').getByRole('link', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/zh\/my-account-login\?redirect=/)
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(new RegExp(`/zh/coach/${coach.slug}/book\\?time=`))
  await waitForHydration(page)
  await expect(page.locator(`input[type="radio"][value="${slot}"]`)).toBeChecked()
  await expect(page.getByTestId('booking-form')).toBeVisible()
  await fitsThePhone(page)
  await axeInBothModes(page, 'booking form, signed in')

  await page.getByLabel('您希望讨论哪些内容？（选填）').fill('想了解美国本科申请的时间规划。')
  await page.getByRole('button', { name: '确认预约' }).click()
  const done = page.getByTestId('booking-done')
  await expect(done.getByRole('heading', { name: '咨询预约成功' })).toBeFocused()
  await expect(done).toContainText('林嘉怡')
  await expect(done).toContainText('中国标准时间')
  await expect(done).toContainText('英国时间')
  await expect(done.getByRole('link', { name: '查看我的预约' })).toHaveAttribute(
    'href',
    '/zh/user/bookings',
  )
  await fitsThePhone(page)
  await axeInBothModes(page, 'booking confirmed')

  // The time is the student's now: nobody else is offered it.
  const offered = await request.get(
    `/api/availabilities/slots?coach=${coach.id}&from=${slot}&to=${new Date(Date.parse(slot) + 60_000).toISOString()}`,
  )
  expect(((await offered.json()) as { slots: string[] }).slots).toEqual([])
})

test('a time taken while the student decides is refused, announced and taken off the list', async ({
  page,
  request,
}) => {
  const coach = await newCoach(request, '周思远')
  const student = await createUser(request, ['student'])
  await page.goto(
    `/zh/my-account-login?redirect=${encodeURIComponent(`/zh/coach/${coach.slug}/book`)}`,
  )
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(new RegExp(`/zh/coach/${coach.slug}/book$`))
  await waitForHydration(page)

  // Sending without a time asks for one.
  await page.getByRole('button', { name: '确认预约' }).click()
  await expect(page.getByTestId('booking-form').getByRole('alert').first()).toHaveText('请选择时间')

  await times(page).first().click()
  const slot = (await page.getByRole('radio').first().getAttribute('value'))!
  // Someone else (here the admin) books that time first.
  const taken = await request.post('/api/bookings', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { coach: coach.id, startsAt: slot, kind: 'free-consultation' },
  })
  expect(taken.ok(), await taken.text()).toBe(true)

  await page.getByRole('button', { name: '确认预约' }).click()
  await expect(page.getByTestId('booking-problem')).toHaveText(
    '该时间刚刚已被预约，请选择其他时间。',
  )
  await expect(page.locator(`input[type="radio"][value="${slot}"]`)).toHaveCount(0)
  await expect(page.getByTestId('booking-choice')).toContainText('尚未选择时间')

  await times(page).first().click()
  await page.getByRole('button', { name: '确认预约' }).click()
  await expect(page.getByTestId('booking-done')).toBeVisible()
})

test('a coach without bookable hours keeps the callback request, on the profile and the booking page', async ({
  page,
  request,
}) => {
  const coach = await newCoach(request, '陈若溪', { hours: false })
  await page.goto(`/zh/coach/${coach.slug}`)
  await expect(page.getByRole('button', { name: '开始免费咨询' })).toBeVisible()
  await expect(page.getByRole('link', { name: '开始免费咨询' })).toHaveCount(0)

  await page.goto(`/zh/coach/${coach.slug}/book`)
  await waitForHydration(page)
  const unavailable = page.getByTestId('booking-unavailable')
  await expect(unavailable.getByRole('heading')).toHaveText('陈若溪暂未开放在线预约')
  await unavailable.getByRole('button', { name: '开始免费咨询' }).click()
  await expect(page.getByRole('dialog', { name: '预约免费咨询' })).toBeVisible()
  await page.keyboard.press('Escape')
  await fitsThePhone(page)
  await axeInBothModes(page, 'booking page without hours')

  expect((await request.get('/zh/coach/no-such-coach-anywhere/book')).status()).toBe(404)
})

test('a new visitor on a phone goes from a coach’s page to a confirmed free consultation, signing up on the way, within 60 seconds', async ({
  page,
  request,
}) => {
  const coach = await newCoach(request, '沈一鸣')
  const email = `journey-${Date.now()}@e2e.test`
  const steps: { step: string; ms: number }[] = []
  const started = Date.now()
  const step = (name: string) => steps.push({ step: name, ms: Date.now() - started })

  await page.goto(`/zh/coach/${coach.slug}`)
  await page.getByRole('link', { name: '开始免费咨询' }).click()
  await expect(page).toHaveURL(new RegExp(`/zh/coach/${coach.slug}/book$`))
  await waitForHydration(page)
  step('coach page → booking page')

  await times(page).first().click()
  const slot = (await page.getByRole('radio').first().getAttribute('value'))!
  await page.getByTestId('booking-sign-in').getByRole('link', { name: '注册账号' }).click()
  await expect(page).toHaveURL(/\/zh\/my-account-register\?redirect=/)
  step('time chosen → registration')

  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('姓氏').fill('沈')
  await page.getByLabel('名字').fill('小雨')
  await page.getByLabel('密码', { exact: true }).fill('Passw0rdOk')
  await page.getByLabel('确认密码').fill('Passw0rdOk')
  await page.getByLabel('注册身份').selectOption({ label: '学生' })
  await page.getByLabel(/^我已阅读并同意/).check()
  await page.getByRole('button', { name: '发送验证码' }).click()
  const mail = await waitForMail(
    (m) => m.to?.some((to) => to.address === email) === true && /验证码/.test(m.subject ?? ''),
  )
  step('form filled → code mailed')

  await page.getByLabel('验证码').fill(mail.text?.match(/\b(\d{6})\b/)?.[1] ?? '')
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/zh/coach/${coach.slug}/book\\?time=`))
  await waitForHydration(page)
  await expect(page.locator(`input[type="radio"][value="${slot}"]`)).toBeChecked()
  step('registered → back at the chosen time')

  await page.getByRole('button', { name: '确认预约' }).click()
  await expect(page.getByTestId('booking-done').getByRole('heading')).toHaveText('咨询预约成功')
  step('booked')

  const total = Date.now() - started
  console.log(
    [
      'Phone journey (390 px, Chinese): coach page to a confirmed free consultation, sign-up included',
      ...steps.map(({ step: name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`),
      `  total ${(total / 1000).toFixed(1)} s of 60 s (ratio ${(total / 60_000).toFixed(2)})`,
    ].join('\n'),
  )
  expect(total).toBeLessThan(60_000)
})
