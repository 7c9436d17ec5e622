import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { ConsultationProvider } from '@/components/leads/ConsultationDialog'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { listCoachNames } from '@/data/coaches'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import { localeParam } from '@/i18n/localeParam'

/** The default layout: header, page, footer, and the consultation modal any page can open. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const [settings, coaches] = await Promise.all([getSiteSettings(locale), listCoachNames(locale)])
  const brand = brandName(settings, locale)
  return (
    <ConsultationProvider coaches={coaches}>
      <SkipLink />
      <SiteHeader brand={brand} nav={settings.headerNav ?? []} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter brand={brand} settings={settings} />
    </ConsultationProvider>
  )
}
