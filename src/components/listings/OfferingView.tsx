import { RichText } from '@/components/richtext/RichText'
import type { AppLocale } from '@/i18n/locales'
import { labelOf, offeringTypes } from '@/lib/enums'
import { listingPaths, offeringPageOf } from '@/lib/listings/pages'
import { courseData } from '@/lib/listings/structuredData'
import type { Offering } from '@/payload-types'

import { Gallery } from './Gallery'
import { ListingDetail } from './ListingDetail'
import { listingWords, placeText } from './listingFacts'
import { organisationOf } from './organisationOf'
import { absoluteUrl, publisherOf } from './publisherOf'

/** A programme or tour: its facts, description and pictures, with where to apply; back to its offer page. */
export async function OfferingView({
  offering,
  locale,
}: {
  offering: Offering
  locale: AppLocale
}) {
  const words = await listingWords(locale)
  const { t } = words
  const page = offeringPageOf(offering.type)
  return (
    <ListingDetail
      listing={offering}
      kind="offerings"
      locale={locale}
      back={{ href: `/${page}`, label: t(`pages.${page}.back`) }}
      type={labelOf(offeringTypes, offering.type, locale)}
      place={placeText(offering, locale)}
      summary={offering.summary}
      cover={offering.cover}
      facts={[
        { key: 'dates', term: t('dates'), value: words.dates(offering) },
        { key: 'duration', term: t('duration'), value: words.duration(offering.durationDays) },
        { key: 'ages', term: t('ages'), value: words.ages(offering) },
        { key: 'education', term: t('education'), value: words.levels(offering) },
        { key: 'price', term: t('price'), value: words.price(offering) },
        { key: 'places', term: t('placesLeft'), value: words.places(offering.placesLeft) },
      ]}
      structuredData={courseData(
        offering,
        absoluteUrl(listingPaths.offering(offering.id), locale),
        publisherOf(organisationOf(offering), locale),
      )}
    >
      <RichText data={offering.description} />
      <Gallery images={offering.gallery} />
    </ListingDetail>
  )
}
