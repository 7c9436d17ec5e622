import { BadgeCheck } from '@/components/ui/icons'
import { getLocale, getTranslations } from 'next-intl/server'

import type { CoachCardData } from '@/data/coaches'
import { formatMoney } from '@/lib/format'

import { CoachIdentity } from './CoachIdentity'
import { CoachRating } from './CoachRating'

/** A coach in the search list: who they are, what they are good at, and where to go next. */
export async function CoachCard({ coach }: { coach: CoachCardData }) {
  const t = await getTranslations('coaches')
  const locale = await getLocale()
  const specialties = (coach.specialties ?? []).filter((s) => typeof s === 'object')
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-bg-elevated p-5 transition-shadow hover:shadow-md">
      <CoachIdentity coach={coach}>
        {coach.formerAdmissionsOfficer && (
          <p className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">
            <BadgeCheck aria-hidden className="size-3.5" />
            {t('formerOfficer')}
          </p>
        )}
      </CoachIdentity>
      <p className="mt-4 line-clamp-3 text-sm">{coach.headline}</p>
      {specialties.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('specialties')}>
          {specialties.map((s) => (
            <li
              key={s.id}
              className="rounded-full border border-line px-2.5 py-0.5 text-xs text-fg-muted"
            >
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-fg-muted">
          {coach.rating != null && (
            <CoachRating rating={coach.rating} numberClassName="font-semibold text-fg" />
          )}
          {coach.yearsOfExperience != null && (
            <span>{t('years', { years: coach.yearsOfExperience })}</span>
          )}
        </div>
        {coach.lowestPrice != null && (
          <span className="font-semibold text-brand">
            {t('from', { price: formatMoney(coach.lowestPrice, 'USD', locale) })}
          </span>
        )}
      </div>
    </article>
  )
}
