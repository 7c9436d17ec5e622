'use client'

import { globalErrorMessages } from '@/i18n/globalErrorMessages'

/**
 * Last resort when the layout itself fails (no providers are available here):
 * "An error occurred while showing the error page", with a link home in the URL's language.
 */
export default function GlobalError() {
  const isZh = typeof window !== 'undefined' && /^\/zh(\/|$)/.test(window.location.pathname)
  const t = globalErrorMessages[isZh ? 'zh' : 'en']
  return (
    <html lang={isZh ? 'zh-CN' : 'en-US'}>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
        }}
      >
        <main style={{ textAlign: 'center', padding: '2rem' }}>
          <h1>{t.errorPageFailed}</h1>
          <a href={isZh ? '/zh' : '/'}>{t.back}</a>
        </main>
      </body>
    </html>
  )
}
