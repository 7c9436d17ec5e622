import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { DiscoverabilityForm } from '@/components/dashboard/MemberForms'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.security.discoverability')

export default async function DiscoverabilityPage(props: Props) {
  const { user } = await memberFor(props, '/user/security/discoverability-settings')
  const t = await getTranslations('dashboard.security')
  return (
    <DashboardPage title={t('discoverability')} lead={t('discoverabilityLead')}>
      <DiscoverabilityForm defaults={{ discoverable: user.discoverable ?? false }} />
    </DashboardPage>
  )
}
