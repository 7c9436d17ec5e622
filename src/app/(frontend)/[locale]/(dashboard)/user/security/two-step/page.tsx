import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { TwoStepPanel } from '@/components/dashboard/TwoStepPanel'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { twoStepSettingsNamespaces } from '@/i18n/clientNamespaces'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { myTwoStep } from '@/data/accountSessions'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.twoStep.title')

/** /user/security/two-step: two-step sign-in on or off, its setup, and the recovery codes. */
export default async function TwoStepPage(props: Props) {
  const { locale, user } = await memberFor(props, '/user/security/two-step')
  const [t, status] = await Promise.all([
    getTranslations('dashboard.twoStep'),
    myTwoStep(user, locale),
  ])
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <ClientMessages also={twoStepSettingsNamespaces}>
        <TwoStepPanel status={status} />
      </ClientMessages>
    </DashboardPage>
  )
}
