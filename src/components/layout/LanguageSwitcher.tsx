'use client'

import { Languages } from 'lucide-react'
import NextLink from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Suspense } from 'react'

import { localeCookieText } from '@/i18n/cookie'
import { type AppLocale, localeIso, localeNames, localeShortNames, locales } from '@/i18n/locales'
import { getPathname, usePathname } from '@/i18n/navigation'

import { useAlternatePath } from './LocaleAlternates'

/** What next-intl's locale-switching Link writes. */
const saveLocale = (locale: AppLocale) => {
  document.cookie = localeCookieText(locale)
}

function SwitchLink({ search = '' }: { search?: string }) {
  const t = useTranslations('language')
  const locale = useLocale()
  const other = locales.find((code) => code !== locale) ?? locale
  const current = usePathname()
  // Where a page's slug differs by language, its own path there.
  const pathname = useAlternatePath(other) ?? current
  // The page's address in that language, English unprefixed. next-intl's Link with `locale` would
  // prefix English with /en only for the proxy to save the choice and redirect; the choice is saved
  // here instead, on the click, before the browser asks for the unprefixed address (which follows
  // the saved language). Not prefetched: a prefetch would be answered in the language saved before.
  return (
    <NextLink
      href={getPathname({ href: pathname, locale: other }) + (search && `?${search}`)}
      prefetch={false}
      onClick={() => saveLocale(other)}
      hrefLang={localeIso[other]}
      lang={localeIso[other]}
      aria-label={t('switchTo', { language: localeNames[other] })}
      data-testid="language-switcher"
      className="inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-2 sm:px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
    >
      <Languages aria-hidden className="size-4" />
      <span className="sm:hidden">{localeShortNames[other]}</span>
      <span className="max-sm:hidden">{localeNames[other]}</span>
    </NextLink>
  )
}

function SwitchLinkKeepingQuery() {
  // As it is, repeated keys (?coaches=a&coaches=b) included.
  return <SwitchLink search={useSearchParams().toString()} />
}

/** Goes to the same page in the other language (under its slug there), keeping the query string. */
export function LanguageSwitcher() {
  return (
    <Suspense fallback={<SwitchLink />}>
      <SwitchLinkKeepingQuery />
    </Suspense>
  )
}
