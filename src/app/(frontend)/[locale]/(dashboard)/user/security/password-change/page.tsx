import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { PasswordChangeForm } from '@/components/dashboard/SecurityForms'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.security.passwordChange')

export default async function PasswordChangePage(props: Props) {
  await memberFor(props, '/user/security/password-change')
  const t = await getTranslations('dashboard.security')
  return (
    <DashboardPage title={t('passwordChange')} lead={t('passwordChangeLead')}>
      <PasswordChangeForm />
    </DashboardPage>
  )
}
