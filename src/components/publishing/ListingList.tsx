import { Plus } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/ui/buttonStyles'
import { type ListingRow, myListings } from '@/data/memberListings'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { listingPath } from '@/lib/applications/listings'
import { jobTypes, labelOf, offeringTypes, type OfferingType } from '@/lib/enums'
import { formatDate } from '@/lib/format'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Offering, User } from '@/payload-types'

import { DeleteDraftButton } from './DeleteDraftButton'
import { ListingState } from './ListingState'
import { applicationsPath, editorPath } from './paths'

type Props = {
  user: User
  locale: AppLocale
  kind: ListingKind
  /** Only offerings of these types (study tours under services). */
  types?: readonly OfferingType[]
  /** The "New …" button. */
  create: { href: string; label: string }
}

const link = 'font-semibold text-brand underline-offset-4 hover:underline'

/** The organisation's listings of a kind: status (and staff hiding), deadline, places, applications, and what to do with each. */
export async function ListingList({ user, locale, kind, types, create }: Props) {
  const [rows, t] = await Promise.all([
    myListings(user, kind, locale, types),
    getTranslations('publishing.list'),
  ])
  const typeLabel = (row: ListingRow) =>
    kind === 'jobs'
      ? labelOf(jobTypes, row.type as (typeof jobTypes)[number]['value'], locale)
      : labelOf(offeringTypes, row.type as OfferingType, locale)
  return (
    <div>
      <Link href={create.href} className={buttonClass('primary')}>
        <Plus aria-hidden className="size-5" />
        {create.label}
      </Link>
      {rows.length === 0 ? (
        <p className="mt-6 text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
          {rows.map((row) => (
            <li key={row.id} className="p-4 sm:p-5" data-testid="listing-row">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm text-fg-muted">{typeLabel(row)}</p>
                  <h2 className="mt-0.5 text-lg font-semibold break-words">{row.title}</h2>
                </div>
                <ListingState listing={row} locale={locale} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-fg-muted">{t('deadline')}</dt>
                  <dd>{row.deadline ? formatDate(row.deadline, locale) : t('noDeadline')}</dd>
                </div>
                {kind === 'offerings' && (
                  <div>
                    <dt className="text-fg-muted">{t('placesLeft')}</dt>
                    <dd>{(row as Offering).placesLeft ?? '—'}</dd>
                  </div>
                )}
                <div>
                  <dt className="text-fg-muted">{t('applications')}</dt>
                  <dd>
                    <Link
                      href={applicationsPath(kind, row.id)}
                      className={link}
                      aria-label={t('applicationsOf', {
                        title: row.title,
                        count: row.applications,
                      })}
                      data-testid="application-count"
                    >
                      {row.applications}
                    </Link>
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
                <Link href={editorPath(kind, row.id)} className={link}>
                  {t('edit')}
                  <span className="sr-only"> {row.title}</span>
                </Link>
                {row.status !== 'draft' && !row.hidden && (
                  <Link href={listingPath(kind, row.id)} className={link}>
                    {t('publicPage')}
                    <span className="sr-only"> {row.title}</span>
                  </Link>
                )}
                {row.status === 'draft' && (
                  <DeleteDraftButton kind={kind} id={row.id} title={row.title} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
