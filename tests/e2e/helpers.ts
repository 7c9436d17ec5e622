import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { e2eAdmin } from './env'

let counter = 0

/** Creates a user through the REST API as the e2e admin; returns its credentials. */
export async function createUser(request: APIRequestContext, roles: string[], password = 'Passw0rd12') {
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  counter += 1
  const email = `${roles.join('-')}-${Date.now()}-${counter}@e2e.test`
  const created = await request.post('/api/users', {
    data: { email, password, roles },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { email, password }
}

/** Signs in through the portal's own login page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^(Email|邮箱)$/).fill(email)
  await page.getByLabel(/^(Password|密码)$/).fill(password)
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click()
}
