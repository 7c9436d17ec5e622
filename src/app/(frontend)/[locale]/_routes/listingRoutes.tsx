import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CmsPage, cmsPageMetadata } from '@/app/(frontend)/[locale]/_routes/CmsPage'
import { getJob, getOffering } from '@/data/listings'
import { getOrganisation } from '@/data/organisations'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import {
  canonicalListHref,
  type ListFilters,
  listHref,
  type ListState,
  type Query,
  readJobQuery,
  readOfferingQuery,
} from '@/lib/listings/filters'
import { JOBS_PATH, type OfferingPage } from '@/lib/listings/pages'
import { pageMetadata } from '@/lib/seo/metadata'

import { CertifiedPartners } from '@/components/listings/CertifiedPartners'
import { ChinaJobs } from '@/components/listings/ChinaJobs'
import { JobListView } from '@/components/listings/JobListView'
import { JobView } from '@/components/listings/JobView'
import {
  jobMetadata,
  offeringMetadata,
  organisationMetadata,
} from '@/components/listings/listingMetadata'
import { OfferingListSection } from '@/components/listings/OfferingListSection'
import { OfferingView } from '@/components/listings/OfferingView'
import { OrganisationView } from '@/components/listings/OrganisationView'

type Params = Promise<{ locale: string }>
/** A page whose list state is in the query string. */
type ListProps = { params: Params; searchParams: Promise<Query> }

/** The 404 page's title, never indexed. */
async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

/** An editor-built page's metadata, or the 404's when none is published at the path. */
async function cmsOrNotFoundMetadata(path: string, locale: AppLocale): Promise<Metadata> {
  const metadata = await cmsPageMetadata(path, locale)
  return metadata.title ? metadata : notFoundMetadata(locale)
}

/**
 * A page editors build (or the 404 without one) with a list of the portal's own under it. `below`
 * asks for the query only if it needs it: reading it makes the page render per request.
 */
function cmsPageWith(
  path: string,
  below: (locale: AppLocale, query: () => Promise<Query>) => Promise<ReactNode> | ReactNode,
) {
  return {
    generateMetadata: async ({ params }: ListProps) =>
      cmsOrNotFoundMetadata(path, await localeParam(params)),
    Page: async function CmsPageWithList({ params, searchParams }: ListProps) {
      const locale = await localeParam(params)
      setRequestLocale(locale)
      return (
        <>
          <CmsPage path={path} locale={locale} />
          {await below(locale, () => searchParams)}
        </>
      )
    },
  }
}

/** Sends a list request whose query is not the list's own address there (the fragment stays). */
function toCanonical<F extends ListFilters>(
  path: string,
  query: Query,
  state: ListState<F>,
  locale: AppLocale,
) {
  const href = canonicalListHref(path, query, state)
  if (href) redirect({ href, locale })
}

/** An offer page (/study-tour, /overseas-study, /online-courses, /academic-tutoring) and the published offerings of its types. */
export const offerPageRoute = (page: OfferingPage) =>
  cmsPageWith(page, async (locale, query) => {
    const raw = await query()
    const state = readOfferingQuery(page, raw)
    toCanonical(`/${page}`, raw, state, locale)
    return <OfferingListSection page={page} state={state} locale={locale} />
  })

/** /employment/go-to-china and the newest jobs in the Chinese mainland. */
export const goToChinaRoute = cmsPageWith('employment/go-to-china', (locale) => (
  <ChinaJobs locale={locale} />
))

/** /partnership and the certified organisations that show their profile. */
export const partnershipRoute = cmsPageWith('partnership', (locale) => (
  <CertifiedPartners locale={locale} />
))

/** /employment/job: jobs and internships with their filters. */
export const jobListRoute = {
  generateMetadata: async ({ params, searchParams }: ListProps) => {
    const locale = await localeParam(params)
    const { filters, page } = readJobQuery(await searchParams)
    const t = await getTranslations({ locale, namespace: 'listings.jobs' })
    return pageMetadata({
      locale,
      paths: listHref(JOBS_PATH, {}, page),
      title: t('title'),
      description: t('lead'),
      // Result pages for a typed city are not worth indexing.
      noIndex: Boolean(filters.city),
    })
  },
  Page: async function JobListPage({ params, searchParams }: ListProps) {
    const locale = await localeParam(params)
    setRequestLocale(locale)
    const raw = await searchParams
    const state = readJobQuery(raw)
    toCanonical(JOBS_PATH, raw, state, locale)
    return <JobListView state={state} locale={locale} />
  },
}

type DetailProps = { params: Promise<{ locale: string; id: string }> }

/** A public page of one document by its numeric id: its metadata and view, or the 404. */
function detailRoute<T>(
  read: (id: number, locale: AppLocale) => Promise<T | null>,
  metadata: (doc: T, locale: AppLocale) => Metadata,
  render: (doc: T, locale: AppLocale) => ReactNode,
) {
  const load = async (params: DetailProps['params']) => {
    const { id } = await params
    const locale = await localeParam(params)
    return { locale, doc: /^\d{1,9}$/.test(id) ? await read(Number(id), locale) : null }
  }
  return {
    generateMetadata: async ({ params }: DetailProps) => {
      const { locale, doc } = await load(params)
      return doc ? metadata(doc, locale) : notFoundMetadata(locale)
    },
    Page: async function DetailPage({ params }: DetailProps) {
      const { locale, doc } = await load(params)
      setRequestLocale(locale)
      if (!doc) notFound()
      return render(doc, locale)
    },
  }
}

/** /programme/{id}: any public offering, closed ones too. */
export const offeringRoute = detailRoute(getOffering, offeringMetadata, (offering, locale) => (
  <OfferingView offering={offering} locale={locale} />
))

/** /employment/job/{id}: any public job or internship, closed ones too. */
export const jobRoute = detailRoute(getJob, jobMetadata, (job, locale) => (
  <JobView job={job} locale={locale} />
))

/** /organisation/{id}: a certified organisation that shows its profile. */
export const organisationRoute = detailRoute(
  getOrganisation,
  organisationMetadata,
  (organisation, locale) => <OrganisationView organisation={organisation} locale={locale} />,
)
