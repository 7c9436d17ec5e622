import { ChevronRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { Link } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.security.title')

/** Each entry's page under /user/security, or its own path (one starting with a slash). */
const sections = [
  ['account-info', 'accountInfo'],
  ['discoverability-settings', 'discoverability'],
  ['email-change', 'emailChange'],
  ['password-change', 'passwordChange'],
  ['sessions', 'sessions'],
  ['two-step', 'twoStep'],
  ['/user/privacy', 'privacy'],
  ['data-export', 'dataExport'],
  ['delete-account', 'deleteAccount'],
] as const

export default async function SecurityPage(props: Props) {
  await memberFor(props, '/user/security')
  const t = await getTranslations('dashboard.security')
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {sections.map(([path, key]) => (
          <li key={path}>
            <Link
              href={path.startsWith('/') ? path : `/user/security/${path}`}
              className="flex items-center justify-between gap-4 p-4 hover:bg-bg-muted"
            >
              <span>
                <span className="block font-semibold">{t(key)}</span>
                <span className="block text-sm text-fg-muted">{t(`${key}Lead`)}</span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-fg-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPage>
  )
}
