import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { HeadedSection } from '@/components/page/HeadedSection'
import { searchListings } from '@/data/listings'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { JOBS_PATH, offeringPageNames } from '@/lib/listings/pages'

import { JobCard } from './JobCard'
import { OfferingCard } from './OfferingCard'

const link = 'font-semibold text-brand underline-offset-4 hover:underline'

/**
 * Under the coach search's results: the published programmes and jobs whose title has the words
 * searched for, with the ways to all of them; nothing when none does.
 */
export async function ListingMatches({ q, locale }: { q: string; locale: AppLocale }) {
  const [t, { offerings, jobs }] = await Promise.all([
    getTranslations({ locale, namespace: 'listings.matches' }),
    searchListings(q, locale),
  ])
  if (offerings.length + jobs.length === 0) return null
  return (
    <HeadedSection
      id="listing-matches"
      title={t('heading', { q })}
      className="mt-12 border-t border-line pt-10"
      titleClassName="text-2xl font-bold tracking-tight"
    >
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {offerings.map((offering) => (
          <li key={`o${offering.id}`}>
            <OfferingCard offering={offering} locale={locale} />
          </li>
        ))}
        {jobs.map((job) => (
          <li key={`j${job.id}`}>
            <JobCard job={job} locale={locale} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-8">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
          <span className="font-semibold">{t('allProgrammes')}</span>
          {offeringPageNames.map((page) => (
            <Link key={page} href={`/${page}`} className={link}>
              {t(`pages.${page}`)}
            </Link>
          ))}
        </p>
        <Link href={JOBS_PATH} className={`inline-flex items-center gap-1.5 ${link}`}>
          {t('allJobs')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </HeadedSection>
  )
}
