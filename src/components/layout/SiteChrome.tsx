import type { ReactNode } from 'react'

import { ConsultationProvider } from '@/components/leads/ConsultationDialog'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'

import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

/** What the site and dashboard layouts put around their page: header, footer, and the consultation modal any page can open. */
export async function SiteChrome({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const settings = await getSiteSettings(locale)
  const brand = brandName(settings, locale)
  return (
    <ConsultationProvider>
      <SkipLink />
      <SiteHeader brand={brand} nav={settings.headerNav ?? []} groups={settings.footerNav} />
      {children}
      <SiteFooter brand={brand} settings={settings} />
    </ConsultationProvider>
  )
}
