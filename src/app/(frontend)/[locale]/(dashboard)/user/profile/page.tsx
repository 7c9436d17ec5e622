import { getTranslations } from 'next-intl/server'

import { AvatarForm } from '@/components/dashboard/AvatarForm'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { ProfileForm } from '@/components/dashboard/MemberForms'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.profile.title')

export default async function ProfilePage(props: Props) {
  const { user } = await memberFor(props, '/user/profile')
  const t = await getTranslations('dashboard.profile')
  const avatar = typeof user.avatar === 'object' ? user.avatar : null
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <AvatarForm current={avatar?.url ?? null} />
      <div className="mt-8 border-t border-line pt-6">
        <ProfileForm
          defaults={{
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            phone: user.phone ?? '',
            country: user.country ?? '',
            city: user.city ?? '',
            organisation: user.organisation ?? '',
          }}
        />
      </div>
    </DashboardPage>
  )
}
