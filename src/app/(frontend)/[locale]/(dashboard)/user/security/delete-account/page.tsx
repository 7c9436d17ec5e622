import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { DeleteAccountForm } from '@/components/dashboard/DeleteAccountForm'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.deleteAccount.title')

/** /user/security/delete-account: what deleting the account erases and keeps, then the password, a code and a confirmation. */
export default async function DeleteAccountPage(props: Props) {
  const { user } = await memberFor(props, '/user/security/delete-account')
  const t = await getTranslations('dashboard.deleteAccount')
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      {/* The code goes to the account's own address, which the form names. */}
      <DeleteAccountForm email={user.email} />
    </DashboardPage>
  )
}
