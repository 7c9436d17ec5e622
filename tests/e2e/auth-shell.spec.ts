import { expect, test } from '@playwright/test'

import { createUser, signIn } from './helpers'

test('signed-out visitors to /user are sent to sign in with the encoded path, in their locale', async ({
  page,
}) => {
  await page.goto('/user/home?tab=profile')
  expect(page.url()).toMatch(/\/my-account-login\?redirect=%2Fuser%2Fhome%3Ftab%3Dprofile$/)
  await page.goto('/zh/user')
  expect(page.url()).toMatch(/\/zh\/my-account-login\?redirect=%2Fzh%2Fuser$/)
})

test('after signing in the member lands on the page they wanted; the login page then sends them home', async ({
  page,
  request,
}) => {
  const { email, password } = await createUser(request, ['student'])
  await page.goto('/zh/user')
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/zh\/user$/)
  await expect(page.getByRole('complementary')).toContainText(email)
  await page.goto('/zh/my-account-login')
  await expect(page).toHaveURL(/localhost:\d+\/zh$/)
})

test('a redirect to another site is ignored after sign-in', async ({ page, request }) => {
  const { email, password } = await createUser(request, ['student'])
  await page.goto('/my-account-login?redirect=' + encodeURIComponent('//evil.example/phish'))
  await signIn(page, email, password)
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('before the page runs, its forms send nothing: no password or message in an address, nothing typed lost', async ({
  page,
}) => {
  // The scripts never arrive, so the page stays as the server sent it (a slow phone, for a while).
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  const sentNatively = (text: string) =>
    page
      .waitForRequest((r) => decodeURIComponent(r.url()).includes(text), { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      )

  await page.goto('/my-account-login')
  await page.getByLabel('Email').fill('someone@example.com')
  await page.getByLabel('Password').fill('Secret1234')
  const passwordSent = sentNatively('Secret1234')
  await page.getByLabel('Password').press('Enter')
  expect(await passwordSent).toBe(false)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  await expect(page.getByLabel('Password')).toHaveValue('Secret1234')

  await page.goto('/zh/contact-us')
  const form = page.getByRole('form', { name: '给我们留言' })
  await form.getByLabel('姓名', { exact: true }).fill('王小明')
  const nameSent = sentNatively('王小明')
  await form.getByLabel('姓名', { exact: true }).press('Enter')
  expect(await nameSent).toBe(false)
  await expect(form.getByRole('button', { name: '立即提交' })).toBeDisabled()
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('王小明')
})

test('the sign-in form shows the spec messages in English and Chinese', async ({ page }) => {
  await page.goto('/my-account-login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email cannot be empty.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByText('Password must be between 8 and 16 characters.')).toBeVisible()
  await page.getByLabel('Password').fill('onlyletters')
  await expect(
    page.getByText('Password must be a combination of numbers and letters.'),
  ).toBeVisible()

  await page.goto('/zh/my-account-login')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('邮箱不能为空。')).toBeVisible()
  await expect(page.getByText('密码为必填项。')).toBeVisible()
  await page.getByLabel('邮箱').fill('x@y.com')
  await page.getByLabel('密码').fill('Wrong1234')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('邮箱或密码不正确。')).toBeVisible()
})
