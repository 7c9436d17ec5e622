import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { e2eAdmin } from './env'
import { asE2eAdmin } from './helpers'

test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })

test('the Chinese admin names the content language and writes dates in Chinese order', async ({
  page,
  request,
}) => {
  const found = await request.get('/api/pages?where[path][equals]=study-tour&depth=0')
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  await asE2eAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: /站点设置/ }).first()).toBeVisible()

  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.locator('.localizer-button__label').first()).toHaveText(/^内容语言:/)
  // "2026年11月22日 22:33", not "十一月 22日 2026, 10:33 下午".
  await expect(page.locator('.doc-controls__meta').first()).toContainText(
    /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/,
  )
  await expect(page.locator('.doc-controls__meta').first()).not.toContainText(/上午|下午/)
})

test('an admin browses the audit trail in Chinese, cannot add or change an entry, and downloads a range as CSV', async ({
  page,
}) => {
  await asE2eAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: /站点设置/ }).first()).toBeVisible()

  // The staff sign-ins (this admin's among them), filtered as an admin would, by their Chinese label.
  await page.goto('/admin/collections/audit-entries?where[event][equals]=staff-sign-in')
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible()
  await expect(page.locator('table').getByText('工作人员登录').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /新建|Create new/ })).toHaveCount(0)

  await page.locator('table tbody tr a').first().click()
  await expect(page.getByText('只可追加：记录由系统写入，任何人都无法修改或删除。')).toBeVisible()
  await expect(page.getByRole('button', { name: /保存|Save/ })).toHaveCount(0)

  await page.goto('/admin/collections/audit-entries')
  const form = page.getByRole('form', { name: '将审计日志导出为 CSV' })
  await expect(form.getByLabel('开始日期（UTC）')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  const download = page.waitForEvent('download')
  await form.getByRole('button', { name: '下载 CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = fs.readFileSync(await file.path(), 'utf8')
  expect(text.startsWith('\uFEFF时间（UTC）,事件,事件说明,')).toBe(true)
  expect(text).toContain(`,staff-sign-in,工作人员登录,`)
  expect(text).toContain(e2eAdmin.email)
})
