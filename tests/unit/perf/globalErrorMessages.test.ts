import { describe, expect, it } from 'vitest'

import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { globalErrorMessages } from '../../../src/i18n/globalErrorMessages'

describe('the last-resort error page', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('shows the catalogue’s own `error` texts in %s', (locale, catalogue) => {
    expect(globalErrorMessages[locale]).toEqual({
      errorPageFailed: catalogue.error.errorPageFailed,
      back: catalogue.error.back,
    })
  })
})
