import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { HeadedSection } from '@/components/page/HeadedSection'
import { listJobs } from '@/data/listings'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { listHref } from '@/lib/listings/filters'
import { JOBS_PATH } from '@/lib/listings/pages'

import { JobCard } from './JobCard'

const SHOWN = 6

/** Under the China programme's copy: the newest published jobs and internships in the Chinese mainland. */
export async function ChinaJobs({ locale }: { locale: AppLocale }) {
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'listings.jobs' }),
    listJobs({ filters: { country: 'CN' }, page: 1 }, locale, SHOWN),
  ])
  return (
    <HeadedSection
      id="china-jobs"
      title={t('chinaHeading')}
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      {list.docs.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.docs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-fg-muted">{t('chinaEmpty')}</p>
      )}
      <Link
        href={listHref(JOBS_PATH, { country: 'CN' })}
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
      >
        {t('chinaAll')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </HeadedSection>
  )
}
