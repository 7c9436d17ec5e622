import { RichText } from '@/components/richtext/RichText'
import type { AppLocale } from '@/i18n/locales'
import { educationLevels, industries, jobTypes, labelOf } from '@/lib/enums'
import { JOBS_PATH, listingPaths } from '@/lib/listings/pages'
import { jobPostingData } from '@/lib/listings/structuredData'
import type { Job } from '@/payload-types'

import { ListingDetail } from './ListingDetail'
import { listingWords, placeText } from './listingFacts'
import { organisationOf } from './organisationOf'
import { absoluteUrl, publisherOf } from './publisherOf'

/** A job or internship: its facts and description, with where to apply; back to the job list. */
export async function JobView({ job, locale }: { job: Job; locale: AppLocale }) {
  const words = await listingWords(locale)
  const { t } = words
  const date = (iso: string | null | undefined) => iso && words.date(iso)
  return (
    <ListingDetail
      listing={job}
      kind="jobs"
      locale={locale}
      back={{ href: JOBS_PATH, label: t('jobs.back') }}
      type={labelOf(jobTypes, job.type, locale)}
      place={[placeText(job, locale), job.remote && t('remote')].filter(Boolean).join(' · ')}
      facts={[
        { key: 'industry', term: t('industry'), value: labelOf(industries, job.industry, locale) },
        { key: 'pay', term: t('pay'), value: words.pay(job) },
        {
          key: 'education',
          term: t('education'),
          value: labelOf(educationLevels, job.educationLevel, locale),
        },
        { key: 'start', term: t('startDate'), value: date(job.startDate) },
        { key: 'posted', term: t('posted'), value: date(job.publishedAt) },
      ]}
      structuredData={jobPostingData(
        job,
        absoluteUrl(listingPaths.job(job.id), locale),
        publisherOf(organisationOf(job), locale),
      )}
    >
      <RichText data={job.description} />
    </ListingDetail>
  )
}
