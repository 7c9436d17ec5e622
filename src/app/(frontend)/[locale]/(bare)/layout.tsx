import { setRequestLocale } from 'next-intl/server'

import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import type { LocaleLayoutProps } from '@/components/layout/localeLayout'
import { ThemeSwitch } from '@/components/layout/ThemeSwitch'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import { accountNamespaces } from '@/i18n/clientNamespaces'
import { localeParam } from '@/i18n/localeParam'
import { Link } from '@/i18n/navigation'

/**
 * The free (bare) layout of sign-in and sign-up: brand, language and colour mode only; its forms
 * read the sign-in and sign-up words in the browser.
 */
export default async function BareLayout({ children, params }: LocaleLayoutProps) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const brand = brandName(await getSiteSettings(locale), locale)
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-brand-soft to-bg">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Link href="/" className="flex items-center gap-2 rounded-md text-lg font-bold">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-lg bg-brand text-sm font-black text-brand-fg"
          >
            {brand.slice(0, 1)}
          </span>
          {brand}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <ClientMessages also={accountNamespaces}>{children}</ClientMessages>
      </main>
    </div>
  )
}
