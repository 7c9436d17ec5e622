'use client'

import { Languages } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Suspense } from 'react'

import { localeIso, localeNames, localeShortNames, locales } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import { useAlternatePath } from './LocaleAlternates'

function SwitchLink({ query }: { query?: Record<string, string | string[]> }) {
  const t = useTranslations('language')
  const locale = useLocale()
  const other = locales.find((code) => code !== locale) ?? locale
  const current = usePathname()
  // Where a page's slug differs by language, its own path there (no redirect on the way).
  const pathname = useAlternatePath(other) ?? current
  // next-intl's Link saves the choice in the i18n_redirected cookie before navigating.
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={localeIso[other]}
      lang={localeIso[other]}
      aria-label={t('switchTo', { language: localeNames[other] })}
      data-testid="language-switcher"
      className="inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-2 sm:px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
    >
      <Languages aria-hidden className="size-4" />
      <span className="sm:hidden">{localeShortNames[other]}</span>
      <span className="max-sm:hidden">{localeNames[other]}</span>
    </Link>
  )
}

function SwitchLinkKeepingQuery() {
  const searchParams = useSearchParams()
  // Repeated keys (e.g. ?coaches=a&coaches=b) stay lists.
  const query = Object.fromEntries(
    [...new Set(searchParams.keys())].map((key) => {
      const values = searchParams.getAll(key)
      return [key, values.length > 1 ? values : values[0]!]
    }),
  )
  return <SwitchLink query={query} />
}

/** Goes to the same page in the other language (under its slug there), keeping the query string. */
export function LanguageSwitcher() {
  return (
    <Suspense fallback={<SwitchLink />}>
      <SwitchLinkKeepingQuery />
    </Suspense>
  )
}
