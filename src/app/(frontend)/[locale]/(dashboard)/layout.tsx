import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DashboardSidebar } from '@/components/dashboard/DashboardSidebar'
import type { LocaleLayoutProps } from '@/components/layout/localeLayout'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { dashboardNamespaces } from '@/i18n/clientNamespaces'
import { localeParam } from '@/i18n/localeParam'
import { requireUser } from '@/data/requireUser'

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/** The user-dashboard layout: header, sidebar with the member's identity, page, footer, and the consultation modal. */
export default async function DashboardLayout({ children, params }: LocaleLayoutProps) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const user = await requireUser(locale, '/user', { policies: false })
  const t = await getTranslations('dashboard')
  return (
    <ClientMessages also={dashboardNamespaces}>
      <SiteChrome locale={locale}>
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
          <DashboardSidebar user={user} label={t('sidebar')} />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {children}
          </main>
        </div>
      </SiteChrome>
    </ClientMessages>
  )
}
