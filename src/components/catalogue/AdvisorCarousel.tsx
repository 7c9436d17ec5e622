import { getTranslations } from 'next-intl/server'

import { BlockSection } from '@/blocks/BlockSection'
import { CoachIdentity } from '@/components/catalogue/CoachIdentity'
import { Carousel } from '@/components/ui/Carousel'
import { MediaImage } from '@/components/media/MediaImage'
import type { FeaturedCoach } from '@/data/coaches'

/** One advisor (SPEC §3 advisor profile): name, title, reviews label, description, placements label and 6 school logos. */
async function AdvisorSlide({ coach }: { coach: FeaturedCoach }) {
  const t = await getTranslations('compare')
  const schools = (coach.placements ?? []).filter((u) => typeof u === 'object').slice(0, 6)
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-bg-elevated p-6">
      <CoachIdentity coach={coach} as="h3">
        {coach.reviewsLabel && <p className="mt-0.5 text-sm font-medium text-accent">{coach.reviewsLabel}</p>}
      </CoachIdentity>
      <p className="mt-4 line-clamp-3 text-sm">{coach.headline}</p>
      <div className="mt-auto pt-5">
        {coach.placementsLabel && <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">{coach.placementsLabel}</p>}
        <ul className="mt-3 grid grid-cols-6 gap-2" aria-label={coach.placementsLabel ?? t('placements')}>
          {schools.map((school) => (
            <li key={school.id}>
              <MediaImage media={school.crest} size="thumbnail" alt={school.name} className="aspect-square w-full object-contain" sizes="48px" />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

type Props = { id?: string | null; heading?: string | null; lead?: string | null; coaches: FeaturedCoach[] }

/** The advisor carousel (home page): featured coaches, one slide each. */
export async function AdvisorCarousel({ id, heading, lead, coaches }: Props) {
  const t = await getTranslations('blocks')
  if (coaches.length === 0) return null
  const title = heading || t('advisorsTitle')
  return (
    <BlockSection id={id} heading={title} lead={lead}>
      <div className="-mx-2">
        <Carousel label={title}>
          {coaches.map((coach) => (
            <AdvisorSlide key={coach.id} coach={coach} />
          ))}
        </Carousel>
      </div>
    </BlockSection>
  )
}
