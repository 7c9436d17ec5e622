import { getTranslations } from 'next-intl/server'

import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ListingList } from '@/components/publishing/ListingList'
import { memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { PublishingPage } from '@/components/publishing/PublishingPage'
import { kindPublishedBy } from '@/data/memberListings'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('publishing.metaServices')

/** "study-tour services" for schools and institutions (their study tours), "post a job" for employers (their jobs and internships). */
export default async function ServicesPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/services')
  const t = await getTranslations('publishing')
  const jobs = kindPublishedBy(user) === 'jobs'
  return (
    <PublishingPage
      user={user}
      title={t(jobs ? 'services.jobsTitle' : 'services.toursTitle')}
      lead={t(jobs ? 'services.jobsLead' : 'services.toursLead')}
    >
      {() =>
        jobs ? (
          <ListingList
            user={user}
            locale={locale}
            kind="jobs"
            create={{ href: '/user/services/job', label: t('new.jobs') }}
          />
        ) : (
          <ListingList
            user={user}
            locale={locale}
            kind="offerings"
            types={['study-tour']}
            create={{ href: '/user/studyAbroad/info?type=study-tour', label: t('new.studyTour') }}
          />
        )
      }
    </PublishingPage>
  )
}
