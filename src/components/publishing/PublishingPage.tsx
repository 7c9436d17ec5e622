import { Info } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { myPublisher } from '@/data/memberListings'
import { Link } from '@/i18n/navigation'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Organisation, User } from '@/payload-types'

type Props = {
  user: User
  title: string
  lead?: string
  /** What the page publishes (any, when absent); a member whose organisation publishes the other kind is sent there. */
  kind?: ListingKind
  /** The page itself, for a member whose organisation publishes `kind`. */
  children: (organisation: Organisation) => ReactNode
}

/** A message instead of (or above) the page, with where to go next. */
function Notice({ text, link }: { text: string; link?: { href: string; label: string } }) {
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl bg-bg-muted p-4 text-sm">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <p>
        {text}
        {link && (
          <>
            {' '}
            <Link
              href={link.href}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {link.label}
            </Link>
          </>
        )}
      </p>
    </div>
  )
}

/**
 * A dashboard page where an organisation publishes listings: students and staff are told these
 * pages are for organisations, and an organisation publishing the other kind where its own are; a
 * member whose organisation is not created yet (it is, with the first approved certification) is
 * sent to certify; an uncertified one may prepare drafts.
 */
export async function PublishingPage({ user, title, lead, kind, children }: Props) {
  const [publisher, t, refusals] = await Promise.all([
    myPublisher(user),
    getTranslations('publishing.gate'),
    getTranslations('organisations.refusals'),
  ])
  const certify = { href: '/user/certify', label: t('certify') }
  const { organisation, publishes } = publisher
  const body = () => {
    if (!publishes) return <Notice text={t('forOrganisations')} />
    if (kind && publishes !== kind)
      return publishes === 'jobs' ? (
        <Notice text={t('offeringsOnly')} link={{ href: '/user/services', label: t('toJobs') }} />
      ) : (
        <Notice
          text={t('jobsOnly')}
          link={{ href: '/user/studyAbroad', label: t('toOfferings') }}
        />
      )
    if (!organisation) return <Notice text={refusals('noOrganisation')} link={certify} />
    return (
      <>
        {!organisation.certified && (
          <div className="mb-6">
            <Notice text={`${refusals('certifyFirst')} ${t('draftsMeanwhile')}`} link={certify} />
          </div>
        )}
        {children(organisation)}
      </>
    )
  }
  return (
    <DashboardPage title={title} lead={lead}>
      {body()}
    </DashboardPage>
  )
}
