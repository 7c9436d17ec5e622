import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import {
  activeFilter,
  filterQuery,
  filterWhere,
  reviewFilters,
} from '@/lib/certification/reviewQueue'
import { translatorFor } from '@/lib/i18n/translate'

/** Above the certifications list: one click to the waiting applications (all, students, organisations) or a decided status, with counts. */
export async function ReviewQueueFilters({
  payload,
  user,
  i18n,
  searchParams,
}: BeforeListTableServerProps) {
  const t = translatorFor(i18n.language)
  const active = activeFilter(searchParams as Record<string, unknown> | undefined)
  const counts = await Promise.all(
    reviewFilters.map((filter) =>
      payload.count({
        collection: 'certifications',
        where: filterWhere(filter),
        user,
        overrideAccess: false,
      }),
    ),
  )
  return (
    <nav
      aria-label={t('admin.reviewQueue.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}
    >
      {reviewFilters.map((filter, i) => {
        const current = filter.key === active
        return (
          <Link
            key={filter.key}
            href={`/admin/collections/certifications${filter.key === 'all' ? '' : `?${filterQuery(filter)}`}`}
            aria-current={current ? 'page' : undefined}
            className={`btn btn--size-small btn--style-${current ? 'primary' : 'secondary'}`}
            style={{ margin: 0 }}
          >
            {t(`admin.reviewQueue.${filter.key}`, { count: counts[i]!.totalDocs })}
          </Link>
        )
      })}
    </nav>
  )
}
