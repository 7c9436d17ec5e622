import { AdvisorCard } from '@/components/catalogue/AdvisorCard'
import { AdvisorCarousel } from '@/components/catalogue/AdvisorCarousel'
import { getFeaturedCoaches, getSpecialtyCoaches } from '@/data/coaches'
import type { AppLocale } from '@/i18n/locales'
import type { CoachCardsBlock as Props } from '@/payload-types'

import { BlockSection } from '@/components/page/BlockSection'

/** Advisor cards (name, title, description, school logos) of the featured coaches or of a specialty's most booked, as a carousel or a grid. */
export async function CoachCardsBlock({
  id,
  heading,
  lead,
  source,
  display,
  limit,
  specialty,
  locale,
}: Props & { locale: AppLocale }) {
  const all =
    source === 'featured'
      ? await getFeaturedCoaches(locale)
      : typeof specialty === 'object' && specialty
        ? await getSpecialtyCoaches(specialty.id, locale)
        : []
  const coaches = all.slice(0, limit ?? 6)
  if (display === 'carousel')
    return <AdvisorCarousel id={id} heading={heading} lead={lead} coaches={coaches} />
  if (coaches.length === 0) return null
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {coaches.map((coach) => (
          <li key={coach.id}>
            <AdvisorCard coach={coach} />
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
