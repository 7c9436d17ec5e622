import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageParam, type SearchParams } from '@/components/catalogue/listQuery'
import { CoachReviewsPage, reviewsHref } from '@/components/reviews/CoachReviewsPage'
import { getCoachReviews, getReviewSummary } from '@/data/coachReviews'
import { getCoach } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string; name: string }>
  searchParams: Promise<SearchParams>
}

// The page number comes from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { name } = await params
  const locale = await localeParam(params)
  const page = pageParam((await searchParams).page)
  const coach = await getCoach(name, locale)
  if (!coach) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') }
  }
  const t = await getTranslations({ locale, namespace: 'coachReviews' })
  return pageMetadata({
    locale,
    paths: reviewsHref(name, page),
    title:
      page > 1
        ? t('pageTitlePaged', { name: coach.name, page })
        : t('pageTitle', { name: coach.name }),
    description: t('about'),
  })
}

/** All the published reviews of coach {name}, newest first; a page past the last is not found. */
export default async function CoachReviewsRoute({ params, searchParams }: Props) {
  const { name } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const coach = await getCoach(name, locale)
  if (!coach) notFound()
  const page = pageParam((await searchParams).page)
  const [summary, list] = await Promise.all([
    getReviewSummary(coach.id),
    getCoachReviews(coach.id, page, locale),
  ])
  if (page > Math.max(1, list.totalPages)) notFound()
  return <CoachReviewsPage coach={coach} summary={summary} list={list} locale={locale} />
}
