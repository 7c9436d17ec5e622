import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * The 404 page's title for the server-rendered head (the layout's template adds the brand). A
 * not-found file replaces the page's own metadata with its own, so without this crawlers and link
 * previews would see the brand alone.
 */
export async function notFoundMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: 'notFound',
  })
  return { title: t('title') }
}

/** An unknown path: the title "404 - Page Not Found", a short explanation and a link back to this locale's home page. */
export async function NotFoundView() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()])
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p aria-hidden className="text-7xl font-black tracking-tight text-brand">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-fg-muted">{t('text')}</p>
      {/* A plain link (a whole page load): the locale's 404 sits beside the layouts, and a
          client-side Link here would give every page its own second copy of the navigation code. */}
      <a
        href={locale === defaultLocale ? '/' : `/${locale}`}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
      >
        {t('back')}
      </a>
    </section>
  )
}
