import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createSignedInUser } from './payload'

/** What any visitor can type into the API: never a 5xx, never SQL or a stack, a message in their language. */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
const get = (path: string) => api.rest('GET', path)
let memberToken = ''

beforeAll(async () => {
  memberToken = (await createSignedInUser(payload, ['student'])).token
})

/** A 4xx, or the answer with the bad value ignored (an empty list): never a 5xx, SQL or a stack. */
const expectClientError = async (
  response: Response,
  label: string,
  { ignoredIsFine = true } = {},
) => {
  const text = await response.text()
  expect(response.status, `${label}: ${text}`).toBeGreaterThanOrEqual(ignoredIsFine ? 200 : 400)
  expect(response.status, `${label}: ${text}`).toBeLessThan(500)
  expect(text, label).not.toMatch(/select |insert |update |from "|\$1|at .*\.js:\d+|Failed query/i)
  return text
}

describe('REST input a visitor can type', () => {
  const paths = [
    '/api/pages/abc',
    '/api/pages/1e999',
    '/api/pages?page=-5',
    '/api/pages?limit=-1&page=0',
    '/api/pages?where[or][0][id][in]=1,2,x',
    '/api/pages?where[id][equals]=abc',
    '/api/pages?where[title][equals]=%00',
    '/api/coaches?sort=%00',
    '/api/media/file/does-not-exist.webp',
    '/api/media/file/..%252f..%252fpackage.json',
  ]
  for (const path of paths) {
    it(`answers ${path} without a 5xx`, async () => {
      await expectClientError(await get(path), path)
    })
  }

  it('answers a member’s /api/users/abc with a 4xx in Chinese when asked', async () => {
    const text = await expectClientError(
      await api.rest('GET', '/api/users/abc?locale=zh', {
        token: memberToken,
        headers: { 'Accept-Language': 'zh' },
      }),
      'users/abc',
    )
    expect(text).not.toContain('Something went wrong')
  })

  it('an over-long e-mail address (255 characters, 1 MB) sent to REST gets the field’s message in the request’s language, never a 500', async () => {
    const admin = await createSignedInUser(payload, ['admin'])
    for (const length of [255, 1024 * 1024]) {
      const email = `${'a'.repeat(length - 12)}@example.com`
      const answer = await api.rest('POST', '/api/users?locale=zh', {
        token: admin.token,
        body: { email, password: 'Passw0rdOk12', roles: ['student'] },
      })
      const text = await expectClientError(answer, `${length} characters`, { ignoredIsFine: false })
      expect(answer.status).toBe(400)
      expect(text).toContain('请输入有效的邮箱地址。')
      const changed = await api.rest('PATCH', `/api/users/${admin.user.id}`, {
        token: admin.token,
        body: { email },
      })
      expect(changed.status, `PATCH ${length}`).toBe(400)
    }
  })

  it('a refusal is in the request’s language', async () => {
    expect(
      await expectClientError(await get('/api/pages/abc?locale=zh'), 'zh', {
        ignoredIsFine: false,
      }),
    ).toContain('无法处理该请求')
    expect(
      await expectClientError(await get('/api/media/file/missing.webp?locale=zh'), 'file', {
        ignoredIsFine: false,
      }),
    ).toContain('不存在')
  })
})

describe('GraphQL input', () => {
  it('never fails with a 5xx, signed in or not', async () => {
    for (const query of [
      '{ Access { canAccessAdmin } }',
      '{ Page(id: "abc") { id } }',
      '{ Pages(page: -5) { docs { id } } }',
      '{ Pages(where: { id: { in: [1, 2] } }, limit: -1) { docs { id } } }',
    ]) {
      for (const token of [undefined, memberToken]) {
        const response = await api.graphql(query, { token })
        expect(response.status, query).toBeLessThan(500)
        expect(await response.text(), query).not.toMatch(/Failed query|select /i)
      }
    }
  })
})
