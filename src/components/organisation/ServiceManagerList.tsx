import { UserRound } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { businessAreas, labelOf } from '@/lib/enums'
import type { ServiceManager } from '@/payload-types'

import { DeleteManagerButton } from './DeleteManagerButton'

/** The organisation's service managers on /user/cm, each with its photo, areas and (staff's) rating. */
export async function ServiceManagerList({
  managers,
  locale,
}: {
  managers: ServiceManager[]
  locale: AppLocale
}) {
  const t = await getTranslations('organisation.managers')
  return (
    <section aria-labelledby="managers-title" className="mt-10" data-testid="service-managers">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="managers-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <Link href="/user/cm/info" className={buttonClass('secondary', 'h-10 text-sm')}>
          {t('add')}
        </Link>
      </div>
      <p className="mt-2 text-sm text-fg-muted">
        {t('lead')} {t('ratingNote')}
      </p>
      {managers.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {managers.map((manager) => (
            <li key={manager.id} className="flex gap-4 rounded-xl border border-line p-4">
              {typeof manager.avatar === 'object' && manager.avatar ? (
                <MediaImage
                  media={manager.avatar}
                  size="thumbnail"
                  alt={t('photoAlt', { name: manager.name })}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-full object-cover"
                />
              ) : (
                <UserRound aria-hidden className="size-16 shrink-0 text-fg-muted" strokeWidth={1} />
              )}
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{manager.name}</h3>
                <dl className="mt-1 space-y-1 text-sm">
                  <div>
                    <dt className="sr-only">{t('areas')}</dt>
                    <dd>
                      {manager.businessAreaCodes
                        .map((code) => labelOf(businessAreas, code, locale))
                        .join(' · ')}
                      {manager.businessAreaNames && (
                        <span className="text-fg-muted"> · {manager.businessAreaNames}</span>
                      )}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('rating')}:</dt>
                    <dd data-testid="manager-rating">
                      {manager.rating ? manager.rating.toFixed(1) : t('notRated')}
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Link
                    href={`/user/cm/info/${manager.id}`}
                    className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {t('edit', { name: manager.name })}
                  </Link>
                  <DeleteManagerButton id={manager.id} name={manager.name} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
