import { expect, test } from '@playwright/test'

import {
  createUser,
  memberAt,
  ownNetwork,
  photoFile,
  signIn,
  waitForHydration,
  waitForMail,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

test('the sidebar shows the member and the menu of their role, locale-prefixed in Chinese', async ({
  page,
  request,
}) => {
  const { email } = await memberAt(page, request, 'employer')
  const sidebar = page.getByRole('complementary')
  await expect(sidebar).toContainText(email)
  await expect(page.getByTestId('certification-status')).toHaveText('Not certified')
  await page.goto('/zh/user/home')
  const menu = page.getByRole('navigation', { name: '账户菜单' })
  const names = ['首页', '个人资料', '自我介绍', '机构管理', '发布职位', '设置', '账户安全']
  for (const name of names)
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      /^\/zh\/user\//,
    )
  // An employer publishes jobs: the schools' and institutions' entries are not theirs.
  for (const name of ['留学项目', '游学服务', '我的申请'])
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: /^发布职位/ })).toHaveAttribute(
    'href',
    '/zh/user/services',
  )
  await expect(menu.getByRole('link', { name: /^发布职位/ })).toHaveAccessibleDescription(
    '需通过雇主认证',
  )
  // Only the current entry is marked.
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1)
  await expect(menu.getByRole('link', { name: /^首页/ })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('button', { name: '退出登录' })).toBeVisible()
})

test('schools and institutions get the study-abroad and study-tour entries; students their applications', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'institution')
  await page.goto('/zh/user/home')
  const menu = page.getByRole('navigation', { name: '账户菜单' })
  await expect(menu.getByRole('link', { name: /^留学项目/ })).toHaveAttribute(
    'href',
    '/zh/user/studyAbroad',
  )
  await expect(menu.getByRole('link', { name: /^游学服务/ })).toHaveAttribute(
    'href',
    '/zh/user/services',
  )
  await expect(menu.getByRole('link', { name: /^发布职位/ })).toHaveCount(0)
  await page.context().clearCookies()
  await memberAt(page, request, 'student')
  await page.goto('/zh/user/home')
  await expect(menu.getByRole('link', { name: /^我的申请/ })).toHaveAttribute(
    'href',
    '/zh/user/applications',
  )
  await expect(menu.getByRole('link', { name: /^机构管理/ })).toHaveCount(0)
})

test('on a phone the menu is folded behind a button naming the current page, and folds again after a choice', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await memberAt(page, request, 'student', '/user/profile')
  await page.goto('/zh/user/profile')
  await waitForHydration(page)
  const menu = page.getByRole('navigation', { name: '账户菜单' })
  const toggle = menu.getByRole('button', { name: '账户菜单 · 个人资料' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu.getByRole('link', { name: /^设置/ })).toBeHidden()
  // The page's own heading is on the first screen, not below nine menu entries.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: /^设置/ }).click()
  await expect(page).toHaveURL(/\/zh\/user\/settings$/)
  await expect(menu.getByRole('button', { name: '账户菜单 · 设置' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(menu.getByRole('link', { name: /^设置/ })).toBeHidden()
})

test('profile: names, contact details and a picture are saved; a non-image is refused', async ({
  page,
  request,
}) => {
  await memberAt(page, request, 'student')
  await page.goto('/user/profile')
  await waitForHydration(page)
  await page.getByLabel('First name').fill('Xiaoming')
  await page.getByLabel('Phone', { exact: true }).fill('12')
  await page.getByLabel('Last name').fill('Wang')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible()
  await page.getByLabel('Phone', { exact: true }).fill('+86 138 0000 0000')
  await page.getByLabel('Country or region').selectOption('CN')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+86 138 0000 0000')
  await expect(page.getByRole('complementary')).toContainText('Xiaoming')

  await page.getByLabel('Upload picture').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  })
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible()
  await page.getByLabel('Upload picture').setInputFiles(await photoFile('me.png', 'png'))
  await expect(page.getByText('Your new picture is saved.')).toBeVisible()
  const avatar = page.getByTestId('avatar')
  await expect(avatar).toHaveJSProperty('naturalWidth', 512)
  // The file is private: without the session it is not served.
  const src = await avatar.getAttribute('src')
  const anonymous = await request.get(src!, { headers: { cookie: '' } })
  expect(anonymous.status()).toBe(403)
})

test('introduction and settings are kept, in either language', async ({ page, request }) => {
  await memberAt(page, request, 'student')
  await page.goto('/zh/user/introduction')
  await waitForHydration(page)
  await page.getByLabel('中文自我介绍').fill('我是一名高二学生，希望申请美国的计算机专业。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('已保存。')).toBeVisible()
  await page.goto('/zh/user/settings')
  await waitForHydration(page)
  await page.getByLabel('颜色模式', { exact: true }).selectOption('dark')
  await page.getByLabel('资讯与优惠').check()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('已保存。')).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(page.getByLabel('资讯与优惠')).toBeChecked()
  await page.goto('/zh/user/introduction')
  await expect(page.getByLabel('中文自我介绍')).toHaveValue(
    '我是一名高二学生，希望申请美国的计算机专业。',
  )
})

test('e-mail change: a code to the new address, then the account uses it, and the old address is told', async ({
  page,
  request,
}) => {
  const { email: old } = await memberAt(page, request, 'student')
  const fresh = `changed-${Date.now()}@e2e.test`
  await page.goto('/user/security/email-change')
  await waitForHydration(page)
  await page.getByLabel('New e-mail address').fill(fresh)
  await page.getByRole('button', { name: 'Send code' }).click()
  const mail = await waitForMail((m) => m.to?.some((t) => t.address === fresh) === true)
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1] ?? ''
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Change e-mail' }).click()
  await expect(page.getByText(`Your e-mail address is now ${fresh}.`)).toBeVisible()
  await expect(page.getByTestId('current-email')).toHaveText(fresh)
  await page.goto('/user/security/account-info')
  await expect(page.getByRole('main')).toContainText(fresh)
  const notice = await waitForMail(
    (m) => m.to?.some((t) => t.address === old) === true && /changed/.test(m.subject ?? ''),
  )
  expect(notice.text).toContain(fresh)
})

test('e-mail change to an address that has an account looks the same, and its owner is told instead', async ({
  page,
  request,
}) => {
  const taken = await createUser(request, ['school'])
  await memberAt(page, request, 'student')
  await page.goto('/user/security/email-change')
  await waitForHydration(page)
  await page.getByLabel('New e-mail address').fill(taken.email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await expect(
    page.getByText('This e-mail address is already used by another account.'),
  ).toHaveCount(0)
  const notice = await waitForMail((m) => m.to?.some((t) => t.address === taken.email) === true)
  expect(notice.text).not.toMatch(/\b\d{6}\b/)
})

test('password change: the current one is checked, other sessions end, the new one signs in', async ({
  page,
  request,
  browser,
}) => {
  const { email, password } = await memberAt(page, request, 'student')
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/my-account-login?redirect=%2Fuser%2Fhome')
  await signIn(otherPage, email, password)
  await expect(otherPage).toHaveURL(/\/user\/home$/)

  await page.goto('/user/security/password-change')
  await waitForHydration(page)
  await page.getByLabel('Current password').fill('Wrong1234')
  await page.getByLabel('New password', { exact: true }).fill('Fresh1234')
  await page.getByLabel('Confirm new password').fill('Fresh1234')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }),
  ).toBeVisible()
  await page.getByLabel('Current password').fill(password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText('Your password has been changed. Other devices have been signed out.'),
  ).toBeVisible()

  await page.goto('/user/home')
  await expect(page).toHaveURL(/\/user\/home$/)
  await otherPage.goto('/user/home')
  await expect(otherPage).toHaveURL(/\/my-account-login/)
  await other.close()
})
