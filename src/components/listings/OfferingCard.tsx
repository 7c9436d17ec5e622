import { CalendarDays, Clock, MapPin, Users, Wallet } from '@/components/ui/icons'

import type { OfferingCardData } from '@/data/listings'
import type { AppLocale } from '@/i18n/locales'
import { labelOf, offeringTypes } from '@/lib/enums'
import { listingPaths } from '@/lib/listings/pages'

import { type CardFact, ListingCard } from './ListingCard'
import { listingWords, placeText } from './listingFacts'
import { organisationOf } from './organisationOf'

type Props = { offering: OfferingCardData; locale: AppLocale; headingLevel?: 2 | 3 }

/** A programme or tour in a list: where, when, for how long, the price and the places left. */
export async function OfferingCard({ offering, locale, headingLevel }: Props) {
  const words = await listingWords(locale)
  const facts: CardFact[] = [
    { key: 'place', icon: MapPin, text: placeText(offering, locale) },
    { key: 'dates', icon: CalendarDays, text: words.dates(offering) },
    { key: 'duration', icon: Clock, text: words.duration(offering.durationDays) },
    { key: 'price', icon: Wallet, text: words.price(offering) },
    { key: 'places', icon: Users, text: words.places(offering.placesLeft) },
  ].filter((fact) => fact.text)
  return (
    <ListingCard
      href={listingPaths.offering(offering.id)}
      kind={labelOf(offeringTypes, offering.type, locale)}
      title={offering.title}
      organisationName={organisationOf(offering)?.name}
      cover={offering.cover}
      facts={facts}
      headingLevel={headingLevel}
    />
  )
}
