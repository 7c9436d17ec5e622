import { expect, test } from '@playwright/test'

import { e2eAdmin } from './env'

test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })

test('the Chinese admin names the content language and writes dates in Chinese order', async ({
  page,
  request,
}) => {
  const found = await request.get('/api/pages?where[path][equals]=study-tour&depth=0')
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(e2eAdmin.email)
  await page.locator('#field-password').fill(e2eAdmin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: /站点设置/ }).first()).toBeVisible()

  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.locator('.localizer-button__label').first()).toHaveText(/^内容语言:/)
  // "2026年11月22日 22:33", not "十一月 22日 2026, 10:33 下午".
  await expect(page.locator('.doc-controls__meta').first()).toContainText(
    /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/,
  )
  await expect(page.locator('.doc-controls__meta').first()).not.toContainText(/上午|下午/)
})
