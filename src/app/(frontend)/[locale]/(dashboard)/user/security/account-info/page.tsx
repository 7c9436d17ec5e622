import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.security.accountInfo')

export default async function AccountInfoPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/security/account-info')
  const [t, d] = await Promise.all([
    getTranslations('dashboard.security'),
    getTranslations('dashboard'),
  ])
  const rows = [
    [t('email'), user.email],
    [t('role'), user.roles.map((r) => d(`roles.${r}`)).join(' · ')],
    [t('created'), formatDate(user.createdAt, locale, true)],
    [t('lastLogin'), user.lastLoginAt ? formatDate(user.lastLoginAt, locale, true) : t('never')],
  ]
  return (
    <DashboardPage title={t('accountInfo')} lead={t('accountInfoLead')}>
      <dl className="divide-y divide-line rounded-xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </DashboardPage>
  )
}
