import type { PartnerCardData } from '@/data/organisations'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { labelOf, providerTypes } from '@/lib/enums'
import { listingPaths } from '@/lib/listings/pages'

import { placeText } from './listingFacts'
import { OrganisationLogo } from './OrganisationLogo'

/** A certified partner in the list: logo, type, name (the link to its profile), where it is and its slogan. */
export function PartnerCard({ partner, locale }: { partner: PartnerCardData; locale: AppLocale }) {
  const place = placeText(partner, locale)
  return (
    <article className="group relative flex h-full items-start gap-4 rounded-2xl border border-line bg-bg-elevated p-5 transition-shadow hover:shadow-md">
      <OrganisationLogo organisation={partner} />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-accent">
          {labelOf(providerTypes, partner.providerType, locale)}
        </p>
        <h3 className="mt-1 text-lg font-semibold leading-snug">
          <Link
            href={listingPaths.organisation(partner.id)}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {partner.name}
          </Link>
        </h3>
        {place && <p className="mt-1 text-sm text-fg-muted">{place}</p>}
        {partner.slogan && <p className="mt-3 text-sm">{partner.slogan}</p>}
      </div>
    </article>
  )
}
