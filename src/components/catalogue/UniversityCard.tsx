import { MapPin, Percent, Trophy, Wallet } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import type { UniversityCardData } from '@/data/universities'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import { UniversityCrest } from './UniversityCrest'
import { placeOf, tuitionText } from './universityFacts'

/** A university in the list: crest, name (the link to its page), place and the three facts students compare. */
export async function UniversityCard({
  university,
  locale,
}: {
  university: UniversityCardData
  locale: AppLocale
}) {
  const t = await getTranslations({ locale, namespace: 'universities' })
  const tuition = await tuitionText(university, locale)
  const { worldRanking: rank, acceptanceRate: rate } = university
  const fact = 'flex items-start gap-2'
  const icon = 'mt-0.5 size-4 shrink-0 text-brand'
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-line bg-bg-elevated p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <UniversityCrest university={university} look="card" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-snug">
            <Link
              href={`/university/${university.slug}`}
              className="after:absolute after:inset-0 after:rounded-2xl hover:underline"
            >
              {university.name}
            </Link>
          </h2>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-fg-muted">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {placeOf(university, locale)}
          </p>
        </div>
      </div>
      {(rank || typeof rate === 'number' || tuition) && (
        <ul className="mt-5 space-y-2 border-t border-line pt-4 text-sm">
          {rank ? (
            <li className={fact}>
              <Trophy aria-hidden className={icon} />
              {t('ranking', { rank: formatNumber(rank, locale) })}
            </li>
          ) : null}
          {typeof rate === 'number' && (
            <li className={fact}>
              <Percent aria-hidden className={icon} />
              {t('acceptance', { rate: formatNumber(rate, locale) })}
            </li>
          )}
          {tuition && (
            <li className={fact}>
              <Wallet aria-hidden className={icon} />
              {tuition}
            </li>
          )}
        </ul>
      )}
    </article>
  )
}
