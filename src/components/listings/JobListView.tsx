import { getTranslations } from 'next-intl/server'

import { CatalogueListPage } from '@/components/catalogue/CatalogueListPage'
import { listJobs } from '@/data/listings'
import type { AppLocale } from '@/i18n/locales'
import { type JobFilters, type ListState, listHref } from '@/lib/listings/filters'
import { JOBS_PATH } from '@/lib/listings/pages'

import { jobFields } from './filterFields'
import { JobCard } from './JobCard'
import { listEmpty } from './listEmpty'
import { ListingFilters } from './ListingFilters'

type Props = { state: ListState<JobFilters>; locale: AppLocale }

/** /employment/job: published jobs and internships, newest first, with filters and pages in the URL. */
export async function JobListView({ state, locale }: Props) {
  const [t, list, fields] = await Promise.all([
    getTranslations({ locale, namespace: 'listings' }),
    listJobs(state, locale),
    jobFields(state.filters, locale),
  ])
  return (
    <CatalogueListPage
      title={t('jobs.title')}
      lead={t('jobs.lead')}
      filters={
        <ListingFilters
          path={JOBS_PATH}
          anchor=""
          filters={state.filters}
          fields={fields}
          label={t('filters.jobsLabel')}
          locale={locale}
        />
      }
      list={list}
      countText={t(list.capped ? 'jobCountMore' : 'jobCount', { total: list.totalDocs })}
      renderItem={(job) => <JobCard job={job} locale={locale} headingLevel={2} />}
      hrefFor={(n) => listHref(JOBS_PATH, state.filters, n)}
      empty={listEmpty(
        Object.keys(state.filters).length > 0,
        { empty: t('jobsEmpty'), emptyAll: t('jobsEmptyAll'), clear: t('filters.clear') },
        JOBS_PATH,
      )}
    />
  )
}
