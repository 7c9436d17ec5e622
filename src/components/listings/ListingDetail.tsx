import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { BackLink } from '@/components/catalogue/BackLink'
import { MediaImage } from '@/components/media/MediaImage'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { listingNamespaces } from '@/i18n/clientNamespaces'
import type { AppLocale } from '@/i18n/locales'
import { englishLevels, labelOf, languages } from '@/lib/enums'
import { formatDate } from '@/lib/format'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Job, Offering, OrganisationImage } from '@/payload-types'

import { ApplyPanel } from './ApplyPanel'
import { type Fact, FactList } from './FactList'
import { JsonLd } from './JsonLd'
import { isClosed } from './listingFacts'
import { ManagerCard } from './ManagerCard'
import { OrganisationCard } from './OrganisationCard'
import { organisationOf } from './organisationOf'
import { Panel } from './Panel'

type Props = {
  listing: Offering | Job
  kind: ListingKind
  locale: AppLocale
  back: { href: string; label: string }
  /** The listing's type, above its title. */
  type: string
  /** Where it is, under the title. */
  place: string
  summary?: string | null
  cover?: number | OrganisationImage | null
  /** What only this kind of listing has; type, place, languages, English and deadline are added. */
  facts: Fact[]
  structuredData: object
  /** The description and any pictures. */
  children: ReactNode
}

/**
 * A programme's or job's page: title and place, then the apply panel, key facts, organisation (with
 * "Ask a question" when it is certified: its owner answers) and contact beside the cover and
 * description (first on phones), and schema.org data.
 */
export async function ListingDetail({
  listing,
  kind,
  locale,
  back,
  type,
  place,
  summary,
  cover,
  facts,
  structuredData,
  children,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const organisation = organisationOf(listing)
  const manager = typeof listing.contactManager === 'object' ? listing.contactManager : null
  const closed = isClosed(listing)
  return (
    <ClientMessages also={listingNamespaces}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <BackLink href={back.href}>{back.label}</BackLink>
        <header className="mt-8 max-w-3xl">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-accent">
            {type}
            {closed && (
              <span className="rounded-full border border-line px-2.5 py-0.5 text-xs text-fg-muted">
                {t('closed')}
              </span>
            )}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
            {listing.title}
          </h1>
          <p className="mt-2 text-fg-muted">
            {[organisation?.name, place].filter(Boolean).join(' · ')}
          </p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-6 lg:col-start-2 lg:row-start-1">
            <ApplyPanel kind={kind} id={listing.id} closed={closed} />
            <FactList
              id="facts-title"
              title={t('facts')}
              facts={[
                { key: 'type', term: t('type'), value: type },
                { key: 'location', term: t('location'), value: place },
                ...facts,
                {
                  key: 'languages',
                  term: t('languages'),
                  value: listing.languages?.map((l) => labelOf(languages, l, locale)).join(', '),
                },
                {
                  key: 'english',
                  term: t('english'),
                  value: labelOf(englishLevels, listing.englishLevel, locale),
                },
                {
                  key: 'deadline',
                  term: t('deadline'),
                  value: listing.deadline && formatDate(listing.deadline, locale),
                },
              ]}
            />
            {organisation && <OrganisationCard organisation={organisation} />}
            {organisation?.certified && (
              <AskQuestionButton
                target={
                  kind === 'jobs'
                    ? { organisation: organisation.id, job: listing.id }
                    : { organisation: organisation.id, offering: listing.id }
                }
                name={organisation.name}
                className="w-full"
              />
            )}
            {manager && (
              <Panel id="contact-title" title={t('contact')}>
                <ManagerCard manager={manager} />
              </Panel>
            )}
          </div>
          <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
            {cover && typeof cover === 'object' && (
              <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-bg-muted">
                <MediaImage
                  media={cover}
                  size="card"
                  alt=""
                  priority
                  sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw"
                  className="size-full object-cover"
                />
              </div>
            )}
            {summary && <p className="text-lg text-fg-muted">{summary}</p>}
            {children}
          </div>
        </div>
        <JsonLd data={structuredData} />
      </div>
    </ClientMessages>
  )
}
