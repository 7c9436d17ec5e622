'use client'

import { useLocale, useTranslations } from 'next-intl'

import { defaultLocale } from '@/i18n/locales'

/** Any failure while rendering a page: "An error occurred." with a retry and a way home. */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('error')
  const locale = useLocale()
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-fg-muted">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex h-11 items-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
        >
          {t('retry')}
        </button>
        {/* A whole page load home (no client-side Link): it also leaves the failed page's state
            behind, and keeps the navigation code, which each layout loads anyway, out of this
            boundary (a boundary beside the layouts gets its own copy of what it imports). */}
        <a
          href={locale === defaultLocale ? '/' : `/${locale}`}
          className="inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-fg hover:bg-brand-strong"
        >
          {t('back')}
        </a>
      </div>
    </main>
  )
}
