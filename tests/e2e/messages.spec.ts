import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import {
  adminToken,
  axeInBothModes,
  createUser,
  ownNetwork,
  signIn,
  testCoach,
  waitForHydration,
} from './helpers'

/**
 * Two browsers, one conversation: a student asks a coach a question from the coach's page (in
 * Chinese), the coach's account sees the unread badge and answers (in English), the student's
 * badge rises and falls as they read; a burst typed in a row arrives in the order typed.
 */
test.describe.configure({ timeout: 180_000 })
test.beforeEach(({ context }) => ownNetwork(context))

type Account = { id: number; email: string; password: string }

async function account(request: APIRequestContext, role: 'coach' | 'student'): Promise<Account> {
  const made = await createUser(request, [role])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(
    `/api/users?depth=0&limit=1&where[email][equals]=${encodeURIComponent(made.email)}`,
    { headers },
  )
  expect(found.ok(), await found.text()).toBe(true)
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  return { id, ...made }
}

/** A new browser signed in as `who`, on `path`. */
async function signedIn(browser: Browser, who: Account, path: string): Promise<Page> {
  const context = await browser.newContext()
  await ownNetwork(context)
  const page = await context.newPage()
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, who.email, who.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
  return page
}

test('a student and a coach exchange messages in two browsers; the badges follow', async ({
  browser,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const coach = await testCoach(request, {
    slug: `e2e-messages-${stamp}`,
    name: `Coach ${stamp}`,
    nameZh: `导师${stamp}`,
    hours: null,
  })
  const coachAccount = await account(request, 'coach')
  const linked = await request.patch(`/api/coaches/${coach.id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { account: coachAccount.id, _status: 'published' },
  })
  expect(linked.ok(), await linked.text()).toBe(true)
  const student = await account(request, 'student')

  // The student asks from the coach's page, in Chinese.
  const asker = await signedIn(browser, student, `/zh/coach/${coach.slug}`)
  await asker.getByRole('button', { name: '提问' }).first().click()
  const dialog = asker.getByRole('dialog')
  await dialog.getByLabel('您的消息').fill('您好，请问文书辅导怎么安排？')
  await dialog.getByRole('button', { name: '发送' }).click()
  await expect(asker).toHaveURL(/\/zh\/user\/messages\/\d+$/)
  const thread = asker.url()
  await expect(asker.getByText('您好，请问文书辅导怎么安排？')).toBeVisible()

  // The coach's account sees one unread message in its header, opens it and answers.
  const coachPage = await signedIn(browser, coachAccount, '/user/messages')
  const coachBadge = coachPage.getByRole('link', { name: 'Messages, 1 unread' })
  await expect(coachBadge.first()).toBeVisible({ timeout: 40_000 })
  await coachPage.getByRole('link', { name: /您好，请问文书辅导怎么安排/ }).click()
  await expect(coachPage.getByText('您好，请问文书辅导怎么安排？')).toBeVisible()
  await expect(coachPage.getByRole('link', { name: 'Messages, 1 unread' })).toHaveCount(0, {
    timeout: 40_000,
  })
  const composer = coachPage.getByLabel('Your message')
  const send = async (text: string) => {
    await composer.fill(text)
    await composer.press('Control+Enter')
  }
  const list = coachPage.getByRole('region', { name: /Messages with/ })
  const burst = ['Hello!', 'Essays come first.', 'Then interviews.']

  // The student's open thread learns of an answer by polling (and, being seen, marks it read).
  await send(burst[0])
  await expect(asker.getByText(burst[0], { exact: true })).toBeVisible({ timeout: 20_000 })
  const unread = async () =>
    (await (await asker.request.get('/api/conversations/unread')).json()).unread
  await expect.poll(unread, { timeout: 20_000 }).toBe(0)

  // Away from the thread, the header badge elsewhere on the site counts what arrives next, until
  // the thread is read again; the thread shows them in the order they were typed.
  await asker.goto('/zh/search')
  await waitForHydration(asker)
  for (const text of burst.slice(1)) await send(text)
  for (const text of burst) await expect(list.getByText(text, { exact: true })).toBeVisible()
  await expect(asker.getByRole('link', { name: '消息，2 条未读' }).first()).toBeVisible({
    timeout: 40_000,
  })
  await asker.goto(thread)
  await expect(asker.getByText('Then interviews.', { exact: true })).toBeVisible()
  const texts = await asker.getByRole('region', { name: /^与.*的消息$/ }).innerText()
  const at = burst.map((text) => texts.indexOf(text))
  expect(at.every((i) => i >= 0)).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
  const other = await asker.context().newPage()
  await other.goto('/zh/search')
  await waitForHydration(other)
  await expect(other.getByRole('link', { name: '消息' }).first()).toBeVisible({ timeout: 40_000 })
  await expect(other.getByRole('link', { name: /条未读/ })).toHaveCount(0)

  await axeInBothModes(asker, 'a conversation')
  await asker.context().close()
  await coachPage.context().close()
})
