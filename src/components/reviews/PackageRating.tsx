import { getLocale, getTranslations } from 'next-intl/server'

import { CoachRating } from '@/components/catalogue/CoachRating'
import { JsonLd } from '@/components/listings/JsonLd'
import { Link } from '@/i18n/navigation'
import { packageProductData } from '@/lib/catalogue/structuredData'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Coach, Package } from '@/payload-types'

/**
 * A coach's package page: the coach's rating and how many reviews it is from, linking to the
 * reviews on the coach's page, and the package as a schema.org `Product` rated with the same two
 * figures. Nothing without a published review.
 */
export async function PackageRating({ pkg, coach }: { pkg: Package; coach: Coach }) {
  const reviewCount = coach.reviewCount ?? 0
  if (coach.rating == null || reviewCount < 1 || !coach.slug) return null
  const [t, locale] = await Promise.all([getTranslations('packages'), getLocale()])
  const url = siteUrl() + localizedPath(`/coach/${coach.slug}/p/${pkg.slug}`, locale)
  const data = packageProductData(pkg, url, { rating: coach.rating, reviewCount })
  return (
    <>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
        <CoachRating rating={coach.rating} numberClassName="font-semibold" />
        <Link
          href={`/coach/${coach.slug}#reviews`}
          className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-2 sm:min-h-0"
        >
          {t('coachReviews', { count: reviewCount, name: coach.name })}
        </Link>
      </p>
      {data && <JsonLd data={data} />}
    </>
  )
}
