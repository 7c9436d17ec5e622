'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** Any failure while rendering a page: "An error occurred." with a retry and a way home. */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('error')
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
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-fg hover:bg-brand-strong"
        >
          {t('back')}
        </Link>
      </div>
    </main>
  )
}
