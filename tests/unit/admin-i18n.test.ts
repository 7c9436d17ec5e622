import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { format } from 'date-fns'
import { enUS, zhCN } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'

import { adminDateFormat, adminTranslations } from '@/lib/i18n/adminI18n'

// 22:33 on 22 November 2026, in the machine's own zone as the admin formats it.
const evening = new Date(2026, 10, 22, 22, 33)

describe('the admin panel in Chinese', () => {
  it('writes dates in each language’s own order', () => {
    // Payload formats with the date-fns locale its language names.
    expect(zh.dateFNSKey).toBe('zh-CN')
    expect(format(evening, adminDateFormat, { locale: zhCN })).toBe('2026年11月22日 22:33')
    expect(en.dateFNSKey).toBe('en-US')
    expect(format(evening, adminDateFormat, { locale: enUS })).toBe('November 22nd, 2026 22:33')
  })

  it('calls the content locale the content language', () => {
    expect(adminTranslations.zh.general.locale).toBe('内容语言')
  })

  it('only replaces texts Payload has, so none is silently ignored', () => {
    const payloadZh = zh.translations as unknown as Record<string, Record<string, string>>
    for (const [group, texts] of Object.entries(adminTranslations.zh))
      for (const key of Object.keys(texts))
        expect([group, key, payloadZh[group]?.[key] !== undefined]).toEqual([group, key, true])
  })
})
