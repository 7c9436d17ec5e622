import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { IntroductionForm } from '@/components/dashboard/MemberForms'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.introduction.title')

export default async function IntroductionPage(props: Props) {
  const { user } = await memberFor(props, '/user/introduction')
  const t = await getTranslations('dashboard.introduction')
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <IntroductionForm
        defaults={{
          introductionEn: user.introductionEn ?? '',
          introductionZh: user.introductionZh ?? '',
        }}
      />
    </DashboardPage>
  )
}
