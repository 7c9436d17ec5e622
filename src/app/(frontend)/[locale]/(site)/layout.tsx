import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'

/** The default layout: header, page, footer. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  const brand = brandName(settings, locale)
  return (
    <>
      <SkipLink />
      <SiteHeader brand={brand} nav={settings.headerNav ?? []} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter brand={brand} settings={settings} />
    </>
  )
}
