import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { EmailChangeForm } from '@/components/dashboard/SecurityForms'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.security.emailChange')

export default async function EmailChangePage(props: Props) {
  const { user } = await memberFor(props, '/user/security/email-change')
  const t = await getTranslations('dashboard.security')
  return (
    <DashboardPage title={t('emailChange')} lead={t('emailChangeLead')}>
      <EmailChangeForm current={user.email} />
    </DashboardPage>
  )
}
