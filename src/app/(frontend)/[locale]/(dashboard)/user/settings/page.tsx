import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { SettingsForm } from '@/components/dashboard/MemberForms'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.settings.title')

export default async function SettingsPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/settings')
  const t = await getTranslations('dashboard.settings')
  return (
    <DashboardPage title={t('title')}>
      <SettingsForm
        defaults={{
          preferredLocale: user.preferredLocale ?? locale,
          colourMode: user.colourMode ?? 'system',
          notifyAccount: user.notifyAccount ?? true,
          notifyNews: user.notifyNews ?? false,
        }}
      />
    </DashboardPage>
  )
}
