import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page } from '@playwright/test'
import PostalMime, { type Email } from 'postal-mime'

import { e2eAdmin, e2eMailDir } from './env'

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

/** Waits for a mail the e2e server's SMTP mailbox wrote to disk and matching `match`; returns it parsed. */
export async function waitForMail(match: (mail: Email) => boolean, timeoutMs = 15_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(e2eMailDir) ? fs.readdirSync(e2eMailDir).filter((f) => f.endsWith('.eml')) : []
    for (const file of files) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(e2eMailDir, file)))
      if (match(mail)) return mail
    }
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (${files.length} in the mailbox)`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Clicks the language switcher once the page has hydrated: until then the server-rendered
 * fallback (without the query string) and the live link can both be in the page for a moment.
 */
export async function switchLanguage(page: Page) {
  const switcher = page.getByTestId('language-switcher')
  await expect(switcher).toHaveCount(1)
  await switcher.click()
}

/** Waits until client components are interactive (the colour-mode switch knows its mode only after hydration). */
export async function waitForHydration(page: Page) {
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-mode', /.+/)
}
