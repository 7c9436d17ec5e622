import { getTranslations } from 'next-intl/server'

import { CoachIdentity } from '@/components/catalogue/CoachIdentity'
import { Carousel } from '@/components/ui/Carousel'
import { MediaImage } from '@/components/media/MediaImage'
import { type FeaturedCoach, getFeaturedCoaches } from '@/data/coaches'
import type { AppLocale } from '@/i18n/locales'

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

/** The home page's advisor carousel: the coaches editors marked as featured. */
export async function AdvisorCarousel({ locale }: { locale: AppLocale }) {
  const [t, coaches] = await Promise.all([getTranslations('home'), getFeaturedCoaches(locale)])
  if (coaches.length === 0) return null
  return (
    <section aria-labelledby="advisors-title" className="border-b border-line py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="advisors-title" className="text-2xl font-bold sm:text-3xl">
          {t('advisorsTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-fg-muted">{t('advisorsLead')}</p>
        <div className="mt-8 -mx-2">
          <Carousel label={t('advisorsTitle')}>
            {coaches.map((coach) => (
              <AdvisorSlide key={coach.id} coach={coach} />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  )
}
