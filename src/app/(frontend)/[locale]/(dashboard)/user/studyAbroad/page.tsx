import { getTranslations } from 'next-intl/server'

import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ListingList } from '@/components/publishing/ListingList'
import { memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { PublishingPage } from '@/components/publishing/PublishingPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('publishing.metaStudyAbroad')

/** A school's or institution's programmes and study tours, with their applications. */
export default async function StudyAbroadPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/studyAbroad')
  const t = await getTranslations('publishing')
  return (
    <PublishingPage
      user={user}
      title={t('studyAbroad.title')}
      lead={t('studyAbroad.lead')}
      kind="offerings"
    >
      {() => (
        <ListingList
          user={user}
          locale={locale}
          kind="offerings"
          create={{ href: '/user/studyAbroad/info', label: t('new.offerings') }}
        />
      )}
    </PublishingPage>
  )
}
