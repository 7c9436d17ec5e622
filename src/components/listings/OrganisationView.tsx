import { CalendarPlus } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { websiteOf } from '@/components/catalogue/universityFacts'
import { HeadedSection } from '@/components/page/HeadedSection'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { buttonClass } from '@/components/ui/buttonStyles'
import { managerTakesBookings } from '@/data/bookingPage'
import { listingsOf } from '@/data/listings'
import { getServiceManagers } from '@/data/organisations'
import { listingNamespaces } from '@/i18n/clientNamespaces'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { Organisation } from '@/payload-types'

import { ExternalLink } from './ExternalLink'
import { FactList } from './FactList'
import { JobCard } from './JobCard'
import { LicenceBadge } from './LicenceBadge'
import { ManagerCard } from './ManagerCard'
import { OfferingCard } from './OfferingCard'
import { organisationFacts } from './organisationFacts'
import { OrganisationLogo } from './OrganisationLogo'
import { Panel } from './Panel'

const mainTitle = 'text-2xl font-bold'

/** The lines of a text, trimmed, without empty ones (certifications are written one a line). */
const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * An organisation's public profile: who it is, its facts, certifications, links, service managers
 * (those keeping hours with a way to book a free consultation) and open listings.
 */
export async function OrganisationView({
  organisation,
  locale,
}: {
  organisation: Organisation
  locale: AppLocale
}) {
  const [t, facts, managers, listings] = await Promise.all([
    getTranslations({ locale, namespace: 'listings.profile' }),
    organisationFacts(organisation, locale),
    getServiceManagers(organisation.id, locale),
    listingsOf(organisation.id, locale),
  ])
  // The managers who keep hours are booked from here; the others by phone and e-mail.
  const bookable = new Set(
    (
      await Promise.all(
        managers.map(async (manager) =>
          (await managerTakesBookings(manager.id)) ? [manager.id] : [],
        ),
      )
    ).flat(),
  )
  const certifications = linesOf(organisation.certificationNames)
  const social = (organisation.socialLinks ?? []).flatMap((link) => {
    const url = websiteOf(link.url)
    return url ? [{ key: link.id ?? link.url, platform: link.platform, href: url.href }] : []
  })
  const cards = [
    ...listings.offerings.map((offering) => (
      <OfferingCard key={`o${offering.id}`} offering={offering} locale={locale} />
    )),
    ...listings.jobs.map((job) => <JobCard key={`j${job.id}`} job={job} locale={locale} />),
  ]
  return (
    <ClientMessages also={listingNamespaces}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-6">
          <OrganisationLogo organisation={organisation} large />
          <div className="min-w-0 space-y-2">
            <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
              {organisation.name}
            </h1>
            {organisation.shortName && organisation.shortName !== organisation.name && (
              <p className="text-fg-muted">{organisation.shortName}</p>
            )}
            {organisation.certified && <LicenceBadge />}
            {organisation.slogan && <p className="text-lg text-fg-muted">{organisation.slogan}</p>}
          </div>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-6 lg:col-start-2 lg:row-start-1">
            <FactList id="facts-title" title={t('facts')} facts={facts} />
            {certifications.length > 0 && (
              <Panel id="certifications-title" title={t('certifications')}>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {certifications.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </Panel>
            )}
            {social.length > 0 && (
              <Panel id="social-title" title={t('social')}>
                <ul className="space-y-2 text-sm">
                  {social.map((link) => (
                    <li key={link.key}>
                      <ExternalLink href={link.href}>{link.platform}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
          </div>
          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
            {organisation.description && (
              <HeadedSection
                id="about-title"
                title={t('about', { name: organisation.name })}
                titleClassName={mainTitle}
              >
                <p className="mt-4 whitespace-pre-line">{organisation.description}</p>
              </HeadedSection>
            )}
            {organisation.businessScope && (
              <HeadedSection id="scope-title" title={t('scope')} titleClassName={mainTitle}>
                <p className="mt-4 whitespace-pre-line">{organisation.businessScope}</p>
              </HeadedSection>
            )}
            {managers.length > 0 && (
              <HeadedSection id="managers-title" title={t('managers')} titleClassName={mainTitle}>
                <ul className="mt-4 grid gap-6 sm:grid-cols-2">
                  {managers.map((manager) => (
                    <li key={manager.id} className="rounded-2xl border border-line p-5">
                      <ManagerCard manager={manager} withIntroduction />
                      {bookable.has(manager.id) && (
                        <Link
                          href={`/organisation/${organisation.id}/book/${manager.id}`}
                          className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}
                        >
                          <CalendarPlus aria-hidden className="size-5 shrink-0" />
                          <span>
                            {t('bookManager')}
                            <span className="sr-only">
                              {' '}
                              {t('withManager', { name: manager.name })}
                            </span>
                          </span>
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </HeadedSection>
            )}
            <HeadedSection id="listings-title" title={t('listings')} titleClassName={mainTitle}>
              {cards.length > 0 ? (
                <ul className="mt-4 grid gap-5 sm:grid-cols-2">
                  {cards.map((card) => (
                    <li key={card.key}>{card}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-fg-muted">{t('noListings')}</p>
              )}
            </HeadedSection>
          </div>
        </div>
      </div>
    </ClientMessages>
  )
}
