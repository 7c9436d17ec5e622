import fs from 'node:fs'

import { expect, test } from '@playwright/test'
import { unzipSync } from 'fflate'

import { axeViolations, memberAt, signIn, waitForMail } from './helpers'

test.use({ locale: 'zh-CN' })

test('a member asks for their data in Chinese, confirms the password and downloads the archive', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const account = await memberAt(page, request, 'student', '/zh/user/security/data-export')
  await expect(page.getByRole('heading', { level: 1, name: '下载我的数据' })).toBeVisible()
  await expect(page.getByText('您还没有申请过数据导出。')).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), colorScheme).toEqual([])
  }

  await page.getByRole('button', { name: '准备我的数据' }).click()
  await expect(page.getByText('我们正在准备您的数据，完成后会发邮件通知您。')).toBeVisible()
  // The page asks again by itself until the archive is built.
  await expect(page.getByRole('status').filter({ hasText: '您的压缩包已可下载。' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.locator('a[download]')).toHaveCount(0)

  const password = page.getByLabel('密码', { exact: true })
  await password.fill('not-my-password1')
  await page.getByRole('button', { name: '确认密码' }).click()
  await expect(page.getByText('密码不正确。').first()).toBeVisible()
  await password.fill(account.password)
  await page.getByRole('button', { name: '确认密码' }).click()
  const link = page.locator('a[download]')
  await expect(link).toBeVisible()
  await expect(link).toHaveAccessibleName(/^下载 .+ 申请的压缩包$/)
  expect(await axeViolations(page)).toEqual([])

  const download = page.waitForEvent('download')
  await link.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^edubridge-data-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.zip$/)
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())))
  const text = (name: string) => new TextDecoder().decode(entries[name])
  expect(text('README.txt')).toContain('本压缩包包含')
  expect(JSON.parse(text('account.json'))).toMatchObject({ email: account.email })

  const mail = await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === account.email) === true &&
      /download|下载/.test(m.subject ?? ''),
  )
  expect(mail.text ?? '').toContain('/user/security/data-export')
})

test('a member deletes their account in Chinese with the password and an e-mail code, and signing in again keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const account = await memberAt(page, request, 'student', '/zh/user/security/delete-account')
  await expect(page.getByRole('heading', { level: 1, name: '注销账户' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), colorScheme).toEqual([])
  }

  await page.getByLabel('密码', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: '发送验证码' }).click()
  const codeMail = await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === account.email) === true && /注销/.test(m.subject ?? ''),
  )
  const code = /\b(\d{6})\b/.exec(codeMail.text ?? '')![1]!
  await page.getByLabel('验证码', { exact: true }).fill(code)
  // Without the confirmation ticked, nothing is sent.
  await page.getByRole('button', { name: '注销账户' }).click()
  await expect(page.getByText('请勾选此项，确认您已了解上述后果。')).toBeVisible()
  await page.getByLabel('我已了解：我的账户和数据将被删除，7 天后无法撤销。').check()
  await page.getByRole('button', { name: '注销账户' }).click()
  await expect(page.getByRole('status').getByText('您的账户将被注销')).toBeVisible()
  const notice = await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === account.email) === true && /即将注销/.test(m.subject ?? ''),
  )
  expect(notice.text ?? '').toContain('/zh/my-account-login')

  // Signed out everywhere: the dashboard asks to sign in.
  await page.goto('/zh/user/home')
  await expect(page).toHaveURL(/my-account-login/)
  // Signing in again within the seven days keeps the account.
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/zh\/user(\/home)?$/)
  await waitForMail(
    (m) =>
      m.to?.some((to) => to.address === account.email) === true &&
      /will not be deleted|已撤销/.test(m.subject ?? ''),
  )
})
