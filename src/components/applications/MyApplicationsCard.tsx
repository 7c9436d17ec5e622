import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { myApplications } from '@/data/myApplications'
import type { User } from '@/payload-types'

import { ListingLink } from './ListingLink'
import { StatusBadge } from './StatusBadge'

/** On the student's dashboard home: their three latest applications and the way to all of them. */
export async function MyApplicationsCard({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, latest] = await Promise.all([
    getTranslations('applications'),
    myApplications(user, locale, 3),
  ])
  return (
    <section
      aria-labelledby="my-applications-card"
      data-testid="my-applications-card"
      className="mt-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="my-applications-card" className="text-lg font-bold">
          {t('mine.title')}
        </h2>
        <Link
          href="/user/applications"
          className="text-sm font-semibold text-brand hover:underline"
        >
          {t('card.all')}
        </Link>
      </div>
      {latest.length === 0 ? (
        <p className="mt-3 text-fg-muted">{t('card.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {latest.map((application) => (
            <li
              key={application.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
            >
              <span className="min-w-0 break-words">
                <ListingLink application={application} gone={t('mine.listingGone')} />
              </span>
              <StatusBadge status={application.status} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
