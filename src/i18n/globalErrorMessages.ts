/**
 * The two `error` messages the last-resort error page shows, in both languages. That page is a client
 * component outside every provider, so importing the catalogues would ship both whole to every
 * browser; tests/unit/perf/globalErrorMessages.test.ts keeps these equal to messages/*.json.
 */
export const globalErrorMessages = {
  en: {
    errorPageFailed: 'An error occurred while showing the error page',
    back: 'Back to Homepage',
  },
  zh: { errorPageFailed: '显示错误页面时发生错误', back: '返回首页' },
} as const
