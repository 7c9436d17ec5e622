import { expect, type Page, test } from '@playwright/test'

import { waitForMail } from './helpers'

const outcome = (page: Page) => page.getByTestId('contact-outcome')
/** The contact form itself (every page also holds the closed consultation modal). */
const form = (page: Page) => page.getByRole('form', { name: /^(Send us a message|给我们留言)$/ })

test('the contact form shows every validation message of the spec in English', async ({ page }) => {
  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Submit Now' }).click()
  await expect(outcome(page)).toHaveText(
    'Please check the empty or incorrectly formatted fields in the form.',
  )
  await expect(page.getByText('Please enter your name', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter your email', { exact: true })).toBeVisible()
  await expect(page.getByText('Please fill in your message content', { exact: true })).toBeVisible()
  await form(page).getByLabel('Email', { exact: true }).fill('not-an-address')
  await form(page).getByLabel('Name', { exact: true }).focus()
  await expect(page.getByText('Please enter a valid email format', { exact: true })).toBeVisible()
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('… and in Chinese', async ({ page }) => {
  await page.goto('/zh/contact-us')
  await page.getByRole('button', { name: '立即提交' }).click()
  await expect(outcome(page)).toHaveText('请检查表单中未填写或格式不正确的项目。')
  for (const text of ['请输入您的姓名', '请输入您的邮箱', '请填写留言内容'])
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  await form(page).getByLabel('邮箱', { exact: true }).fill('abc@')
  await page.getByRole('button', { name: '立即提交' }).click()
  await expect(page.getByText('请输入有效的邮箱格式', { exact: true })).toBeVisible()
})

test('a message is stored, confirmed on the page, and mailed to the visitor in their language and to staff', async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@e2e.test`
  await page.goto('/zh/contact-us')
  await form(page).getByLabel('姓名', { exact: true }).fill('王小明')
  await form(page).getByLabel('邮箱', { exact: true }).fill(email)
  await form(page).getByLabel('电话（选填）', { exact: true }).fill('+86 138 0000 0000')
  await form(page).getByLabel('留言内容', { exact: true }).fill('请问暑期名校游学还有名额吗？')
  await page.getByRole('button', { name: '立即提交' }).click()
  await expect(outcome(page)).toHaveText('您的留言已成功发送，我们会尽快与您联系。')
  await expect(form(page).getByLabel('姓名', { exact: true })).toHaveValue('')

  const confirmation = await waitForMail((m) => m.to?.some((to) => to.address === email) === true)
  expect(confirmation.subject).toBe('我们已收到您的留言 - 育桥教育')
  expect(confirmation.text).toContain('请问暑期名校游学还有名额吗？')
  const staff = await waitForMail(
    (m) =>
      m.subject === 'New contact message from 王小明 / 王小明 的新留言' &&
      m.text?.includes(email) === true,
  )
  expect(staff.text).toContain('Sent from / 提交页面: /zh/contact-us')
})

test('/contact-me is the same page; both languages show the WeChat ID and QR code', async ({
  page,
}) => {
  await page.goto('/contact-me')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact-us$/)
  for (const [path, label, qrName] of [
    ['/contact-me', 'WeChat ID', 'WeChat QR code'],
    ['/zh/contact-me', '微信号', '微信二维码'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByText(label, { exact: true })).toBeVisible()
    const qr = page.getByRole('img', { name: qrName })
    await expect(qr).toBeVisible()
    expect(
      await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(100)
  }
})

test('nobody reads or writes contact messages over the REST API without staff rights', async ({
  request,
}) => {
  expect((await request.get('/api/contact-messages')).status()).toBe(403)
  const created = await request.post('/api/contact-messages', {
    data: { name: 'Bot', email: 'bot@e2e.test', message: 'spam', locale: 'en' },
  })
  expect(created.status()).toBe(403)
})

test('too many messages from one address get the rate-limit message', async ({ page }) => {
  await page.goto('/contact-us')
  // Five messages in ten minutes are allowed; earlier tests sent some of them already.
  for (let attempt = 0; attempt < 6; attempt++) {
    await form(page).getByLabel('Name', { exact: true }).fill('Quota Tester')
    await form(page).getByLabel('Email', { exact: true }).fill(`quota-${attempt}@e2e.test`)
    await form(page).getByRole('textbox', { name: 'Message' }).fill('Checking the limit')
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact-us',
      ),
      page.getByRole('button', { name: 'Submit Now' }).click(),
    ])
    await expect(outcome(page)).not.toBeEmpty()
    if ((await outcome(page).textContent())?.startsWith('You have sent')) break
  }
  // The window opened with this address's first message, a few seconds ago.
  await expect(outcome(page)).toHaveText(
    /^You have sent several messages in a short time\. Please try again in (9|10) minutes\.$/,
  )
})
