import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DashboardSidebar } from '@/components/dashboard/DashboardSidebar'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { ConsultationProvider } from '@/components/leads/ConsultationDialog'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { listCoachNames } from '@/data/coaches'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import { localeParam } from '@/i18n/localeParam'
import { requireUser } from '@/lib/auth/requireUser'

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/** The user-dashboard layout: header, sidebar with the member's identity, page, footer, and the consultation modal. */
export default async function DashboardLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const user = await requireUser(locale, '/user')
  const [settings, coaches] = await Promise.all([getSiteSettings(locale), listCoachNames(locale)])
  const brand = brandName(settings, locale)
  const t = await getTranslations('dashboard')
  return (
    <ConsultationProvider coaches={coaches}>
      <SkipLink />
      <SiteHeader brand={brand} nav={settings.headerNav ?? []} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
        <DashboardSidebar user={user} label={t('sidebar')} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      <SiteFooter brand={brand} settings={settings} />
    </ConsultationProvider>
  )
}
