import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { myListing, myManagers } from '@/data/memberListings'
import type { AppLocale } from '@/i18n/locales'
import { applicantsPath } from '@/lib/applications/listings'
import type { OfferingType } from '@/lib/enums'
import { blankListing, listingValues } from '@/lib/listings/listingData'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Organisation, OrganisationImage, User } from '@/payload-types'

import { ListingForm } from './ListingForm'
import { ListingPreview } from './ListingPreview'
import { ListingState } from './ListingState'
import { PublishingPage } from './PublishingPage'

type Props = {
  user: User
  locale: AppLocale
  kind: ListingKind
  /** The listing to change; a new one when absent. */
  id?: number
  /** A new offering's type, chosen beforehand ("New study tour"). */
  type?: OfferingType
  /** The language of the preview. */
  preview: AppLocale
}

/** The form of a new listing, or of one of the member's own with its status and a preview of its public page. */
export async function ListingEditor({ user, locale, kind, id, type, preview }: Props) {
  const t = await getTranslations('publishing.form')
  const jobs = kind === 'jobs'
  const title = id ? t(jobs ? 'editJob' : 'editOffering') : t(jobs ? 'newJob' : 'newOffering')
  return (
    <PublishingPage user={user} title={title} kind={kind}>
      {(organisation) => <Editor {...{ user, locale, kind, id, type, preview, organisation }} />}
    </PublishingPage>
  )
}

async function Editor({
  user,
  locale,
  kind,
  id,
  type,
  preview,
  organisation,
}: Props & { organisation: Organisation }) {
  const t = await getTranslations('publishing.form')
  const [saved, shown, managers] = await Promise.all([
    id ? myListing(user, kind, id) : null,
    id ? myListing(user, kind, id, 'public') : null,
    myManagers(user, locale),
  ])
  if (id && (!saved || !shown)) notFound()
  const current = shown?.[locale]
  const cover =
    current && 'cover' in current && typeof current.cover === 'object'
      ? (current.cover as OrganisationImage | null)
      : null
  const listType = (current?.type ?? type) as OfferingType | undefined
  return (
    <>
      <BackLink href={applicantsPath(kind, listType)}>{t('back')}</BackLink>
      {current && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ListingState listing={current} locale={locale} />
        </div>
      )}
      <div className="mt-6">
        <ListingForm
          kind={kind}
          id={id}
          defaults={saved ? listingValues(kind, saved) : blankListing(kind, type)}
          status={current?.status ?? 'draft'}
          managers={managers}
          cover={cover?.url ? { id: cover.id, url: cover.sizes?.card?.url ?? cover.url } : null}
          certified={Boolean(organisation.certified)}
        />
      </div>
      {shown && <ListingPreview kind={kind} listing={shown} shown={preview} />}
    </>
  )
}
