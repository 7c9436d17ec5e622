import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { listingPaths } from '@/lib/listings/pages'
import type { Organisation } from '@/payload-types'

import { LicenceBadge } from './LicenceBadge'
import { OrganisationLogo } from './OrganisationLogo'
import { Panel } from './Panel'

/** The organisation behind a listing: logo, name, licence badge, slogan and, when public, a link to its profile. */
export async function OrganisationCard({ organisation }: { organisation: Organisation }) {
  const t = await getTranslations('listings')
  return (
    <Panel id="organisation-title" title={t('organisation')}>
      <div className="flex items-center gap-4">
        <OrganisationLogo organisation={organisation} />
        <div className="min-w-0 space-y-1.5">
          <p className="font-semibold leading-snug">{organisation.name}</p>
          {organisation.certified && <LicenceBadge />}
        </div>
      </div>
      {organisation.slogan && <p className="mt-3 text-sm text-fg-muted">{organisation.slogan}</p>}
      {organisation.showable && (
        <Link
          href={listingPaths.organisation(organisation.id)}
          className="mt-4 inline-block text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('viewProfile')}
        </Link>
      )}
    </Panel>
  )
}
