import { setRequestLocale } from 'next-intl/server'

import type { LocaleLayoutProps } from '@/components/layout/localeLayout'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { localeParam } from '@/i18n/localeParam'

/** The default layout: header, page, footer, and the consultation modal any page can open. */
export default async function SiteLayout({ children, params }: LocaleLayoutProps) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  return (
    <SiteChrome locale={locale}>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </SiteChrome>
  )
}
