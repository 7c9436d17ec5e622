import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import type { ProfileCoach } from '@/data/coaches'

import { CoachIdentity } from './CoachIdentity'
import { CoachRating } from './CoachRating'

/** An advisor card (also the Ivy page's coach card): name, title, rating, description, placements label and 6 school logos. */
export async function AdvisorCard({ coach }: { coach: ProfileCoach }) {
  const t = await getTranslations('compare')
  const schools = (coach.placements ?? []).filter((u) => typeof u === 'object').slice(0, 6)
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-bg-elevated p-6">
      <CoachIdentity coach={coach} as="h3">
        {coach.rating != null && (
          <p className="mt-0.5 text-sm">
            <CoachRating rating={coach.rating} numberClassName="font-semibold" />
          </p>
        )}
      </CoachIdentity>
      <p className="mt-4 line-clamp-3 text-sm">{coach.headline}</p>
      <div className="mt-auto pt-5">
        {coach.placementsLabel && (
          <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">
            {coach.placementsLabel}
          </p>
        )}
        <ul
          className="mt-3 grid grid-cols-6 gap-2"
          aria-label={coach.placementsLabel ?? t('placements')}
        >
          {schools.map((school) => (
            <li key={school.id}>
              <MediaImage
                media={school.crest}
                size="thumbnail"
                alt={school.name}
                className="aspect-square w-full object-contain"
                sizes="48px"
              />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
