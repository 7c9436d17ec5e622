import { createTranslator } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'

import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { failureMessages } from '@/lib/actions/result'
import {
  ClientRequestError,
  clientFailureMessage,
  clientFailureMessages,
  fetchOrFail,
} from '@/components/browser/clientFailure'

const translators = {
  en: createTranslator({ locale: 'en', messages: en }),
  zh: createTranslator({ locale: 'zh', messages: zh }),
}
const say = (locale: 'en' | 'zh', failure: unknown, reason = 'Saving failed.') =>
  clientFailureMessage(translators[locale] as never, failure, reason)

afterEach(() => vi.unstubAllGlobals())

describe('generic request failures', () => {
  it('words no answer, a 404 and any other failure in both languages', () => {
    expect(say('en', new TypeError('Failed to fetch'))).toBe(
      'Network request failed. Please check your connection.',
    )
    expect(say('zh', new ClientRequestError('network'))).toBe('网络请求失败，请检查您的网络连接。')
    expect(say('en', new ClientRequestError('notFound', 404))).toBe('Page not found.')
    expect(say('zh', new ClientRequestError('notFound', 404))).toBe('页面未找到。')
    expect(say('en', new ClientRequestError('failed', 500))).toBe(
      'Operation Failed: Saving failed.',
    )
    expect(say('zh', new ClientRequestError('failed', 500), '保存失败。')).toBe(
      '操作失败：保存失败。',
    )
  })

  it('is what a server action that got no answer shows', () => {
    expect(failureMessages.network).toBe(clientFailureMessages.network)
  })

  it('fetchOrFail throws the kind of each failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')))
    await expect(fetchOrFail('/api/x')).rejects.toMatchObject({ kind: 'network' })
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })))
    await expect(fetchOrFail('/api/x')).rejects.toMatchObject({ kind: 'notFound', status: 404 })
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })))
    await expect(fetchOrFail('/api/x')).rejects.toMatchObject({ kind: 'failed', status: 503 })
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })))
    expect((await fetchOrFail('/api/x')).status).toBe(200)
  })
})
