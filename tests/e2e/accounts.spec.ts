import { expect, type Page, test } from '@playwright/test'

import { createUser, ownNetwork, signIn, waitForHydration, waitForMail } from './helpers'

let counter = 0
const unique = (tag: string) => `${tag}-${Date.now()}-${++counter}@e2e.test`
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? ''
const mailTo = (email: string, subject?: RegExp) =>
  waitForMail(
    (m) =>
      m.to?.some((t) => t.address === email) === true &&
      (!subject || subject.test(m.subject ?? '')),
  )

test.beforeEach(({ context }) => ownNetwork(context))

const roles = [
  ['student', 'Student', '/user/certify/student'],
  ['school', 'School', '/user/certify/org'],
  ['employer', 'Employer/Education organisation', '/user/certify/org'],
  ['institution', 'Education Institution', '/user/certify/org'],
] as const

async function fillRegisterPage(page: Page, email: string, role: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Last name').fill('Lin')
  await page.getByLabel('First name').fill('Mei')
  await page.getByLabel('Password', { exact: true }).fill('Passw0rdOk')
  await page.getByLabel('Confirm password').fill('Passw0rdOk')
  await page.getByLabel('I am registering as').selectOption({ label: role })
  await page.getByLabel(/^I have read and agree to the Terms of use/).check()
}

for (const [role, label, certifyPath] of roles) {
  test(`one-page registration as ${role}: code by e-mail, then Certify Now`, async ({ page }) => {
    const email = unique(`page-${role}`)
    await page.goto('/my-account-register')
    await fillRegisterPage(page, email, label)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(
      page.getByText(`We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /^Resend in (60|59|58)s$/ })).toBeDisabled()
    const code = codeIn((await mailTo(email)).text)
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/lifecycle\/signup\/certify$/)
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Certify Now' })).toHaveAttribute(
      'href',
      certifyPath,
    )
  })

  test(`step-by-step registration as ${role} survives a reload and cannot be skipped`, async ({
    page,
  }) => {
    const email = unique(`steps-${role}`)
    await page.goto('/zh/lifecycle/signup/passwd')
    await expect(page).toHaveURL(/\/zh\/lifecycle\/signup\/reg$/)
    // /en/… switches back to English (the visit to /zh saved Chinese as the preferred language).
    await page.goto('/en/lifecycle/signup/reg')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('I am registering as').selectOption({ label })
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/lifecycle\/signup\/name$/)
    await page.reload()
    await page.getByLabel('Last name').fill('Chen')
    await page.getByLabel('First name').fill('Yu')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/lifecycle\/signup\/passwd$/)
    await page.getByLabel('Password', { exact: true }).fill('Passw0rdOk')
    await page.getByLabel('Confirm password').fill('Passw0rdOk')
    // The account is created here: not without the terms and privacy policy accepted.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(
      page.getByText('Please accept the terms of use and the privacy policy to create an account.'),
    ).toBeVisible()
    await page.getByLabel(/^I have read and agree to the Terms of use/).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/lifecycle\/signup\/certify$/)
    const code = codeIn((await mailTo(email)).text)
    await page.reload()
    await expect(page.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible()
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Certify Now' })).toHaveAttribute(
      'href',
      certifyPath,
    )
    // The dashboard now opens; the sign-up is over.
    await page.goto('/user/home')
    await expect(page.getByRole('complementary')).toContainText(email)
  })
}

test('a wrong code and a used code are refused; resend waits for its countdown', async ({
  page,
}) => {
  const email = unique('codes')
  await page.goto('/my-account-register')
  await fillRegisterPage(page, email, 'Student')
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = codeIn((await mailTo(email)).text)
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The verification code is incorrect.' }),
  ).toBeVisible()
  await page.getByLabel('Verification code').fill('12a')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('The verification code is 6 digits.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled()
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/lifecycle\/signup\/certify$/)

  // The same code again, on a fresh visit to the form, is used up.
  await page.context().clearCookies()
  await page.goto('/my-account-register')
  await fillRegisterPage(page, email, 'Student')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(
    page.getByText(`We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`),
  ).toBeVisible()
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The verification code is incorrect.' }),
  ).toBeVisible()
})

test('every sign-up message of SPEC §5, in English and Chinese', async ({ page }) => {
  await page.goto('/my-account-register')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Send code' }).click()
  for (const text of [
    'Email cannot be empty.',
    'Password is required.',
    'Last name is required.',
    'First name is required.',
    'Role is required!',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await page.getByLabel('Email').fill('nope')
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByLabel('Confirm password').fill('abcdefgh')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByText('Password must be between 8 and 16 characters.')).toBeVisible()
  await expect(
    page.getByText('Password must be a combination of numbers and letters.'),
  ).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('abcd1234')
  await page.getByLabel('Confirm password').fill('abcd12345')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await fillRegisterPage(page, unique('not-sent'), 'Student')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Please send the code to your e-mail first.')).toBeVisible()

  await page.goto('/lifecycle/signup/reg')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByText('Role is required!')).toBeVisible()

  await page.goto('/zh/my-account-register')
  await waitForHydration(page)
  await page.getByRole('button', { name: '发送验证码' }).click()
  for (const text of [
    '邮箱不能为空。',
    '密码为必填项。',
    '姓氏为必填项。',
    '名字为必填项。',
    '身份为必填项！',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await page.getByLabel('密码', { exact: true }).fill('abcd1234')
  await page.getByLabel('确认密码').fill('abcd12345')
  await page.getByRole('button', { name: '发送验证码' }).click()
  await expect(page.getByText('两次输入的密码不一致。')).toBeVisible()
  await page.goto('/zh/lifecycle/signup/reg')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('邮箱为必填项。')).toBeVisible()
})

test('registering an address that has an account looks the same, and the owner is told', async ({
  page,
  request,
}) => {
  const { email } = await createUser(request, ['student'])
  await page.goto('/my-account-register')
  await fillRegisterPage(page, email, 'School')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(
    page.getByText(`We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`),
  ).toBeVisible()
  const notice = await mailTo(email)
  expect(notice.subject).toContain('Someone tried to register with your e-mail')
  expect(codeIn(notice.text)).toBe('')
})

test('logout: the toast of SPEC §4, the session cookie gone, and back to sign-in', async ({
  page,
  request,
  context,
}) => {
  const { email, password } = await createUser(request, ['student'])
  await page.goto('/my-account-login')
  await signIn(page, email, password)
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await page.goto('/user/home')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByText('login/logout feature')).toBeVisible()
  await expect(page.getByText('Congratulations, logout successful')).toBeVisible()
  await expect(page).toHaveURL(/\/my-account-login$/)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('payload-token')
  await page.goto('/user/home')
  await expect(page).toHaveURL(/\/my-account-login\?redirect=%2Fuser%2Fhome$/)
})

test('forgotten password: a mailed link, a new password under the same rules, then sign-in with it', async ({
  page,
  request,
}) => {
  const { email } = await createUser(request, ['school'])
  await page.goto('/zh/my-account-login')
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await expect(page).toHaveURL(/\/zh\/my-account-forgot-password$/)
  await waitForHydration(page)
  await page.getByLabel('邮箱').fill(email)
  await page.getByRole('button', { name: '发送重置链接' }).click()
  await expect(page.getByText(`如果 ${email} 已注册账户`)).toBeVisible()
  const mail = await mailTo(email, /设置新密码/)
  // Payload sends its reset mail as HTML only (the portal's own text, as HTML).
  const link = (mail.text ?? mail.html)?.match(
    /https?:\/\/[^\s<"]+reset-password\?token=[^\s<"]+/,
  )?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await waitForHydration(page)
  await page.getByLabel('新密码', { exact: true }).fill('short')
  await page.getByLabel('确认新密码').fill('short')
  await page.getByRole('button', { name: '保存新密码' }).click()
  await expect(page.getByText('密码长度须为 8 到 16 个字符。').first()).toBeVisible()
  await page.getByLabel('新密码', { exact: true }).fill('NewPassw0rd')
  await page.getByLabel('确认新密码').fill('NewPassw0rd')
  await page.getByRole('button', { name: '保存新密码' }).click()
  await expect(page.getByText('密码已修改，请使用新密码登录。')).toBeVisible()
  await page.getByRole('link', { name: '返回登录' }).click()
  await signIn(page, email, 'NewPassw0rd')
  await expect(page).toHaveURL(/localhost:\d+\/zh$/)
})
