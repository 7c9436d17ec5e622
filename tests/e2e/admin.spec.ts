import { expect, test } from '@playwright/test'

import { e2eAdmin } from './env'
import { adminPassword, adminSignIn, createUser } from './helpers'

test('an editor gets into the admin panel', async ({ page, request }) => {
  const { email, password } = await createUser(request, ['editor'])
  await adminSignIn(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /Site settings/ }).first()).toBeVisible()
})

test('a student is refused by the admin panel', async ({ page, request }) => {
  const { email, password } = await createUser(request, ['student'])
  await adminPassword(page, email, password)
  await expect(page.getByText(/not allowed|unauthorized|Unauthorized/i).first()).toBeVisible()
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('link', { name: /Site settings/ })).toHaveCount(0)
})

test.describe('admin interface language', () => {
  test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })

  test('is Chinese for a Chinese browser', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('button[type="submit"]')).toHaveText('登录')
    await adminSignIn(page, e2eAdmin.email, e2eAdmin.password, e2eAdmin.totpSecret)
    await expect(page.getByRole('link', { name: /站点设置/ }).first()).toBeVisible()
  })
})

test('an editor finds an offer page’s blocks in the admin, with their text in each language', async ({
  page,
  request,
}) => {
  const { email, password } = await createUser(request, ['editor'])
  const found = await request.get('/api/pages?where[path][equals]=study-tour&depth=0')
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  await adminSignIn(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/pages/${id}?locale=zh`)
  await expect(page.locator('#field-layout__0__heading')).toHaveValue(/\p{Script=Han}/u)
  await page.goto(`/admin/collections/pages/${id}?locale=en`)
  await expect(page.locator('#field-layout__0__heading')).toHaveValue(
    'See your dream universities before you apply',
  )
})
