import { AdvisorCarousel } from '@/components/catalogue/AdvisorCarousel'
import { CoachCard } from '@/components/catalogue/CoachCard'
import { getFeaturedCoaches, listCoaches } from '@/data/coaches'
import type { AppLocale } from '@/i18n/locales'
import type { CoachCardsBlock as Props } from '@/payload-types'

import { BlockSection } from '../BlockSection'

/** The featured coaches as the advisor carousel or as cards; the most booked coaches of a specialty as cards. */
export async function CoachCardsBlock({ id, heading, lead, source, display, limit, specialty, locale }: Props & { locale: AppLocale }) {
  const count = limit ?? 6
  if (source === 'featured' && display === 'carousel') {
    return <AdvisorCarousel id={id} heading={heading} lead={lead} coaches={(await getFeaturedCoaches(locale)).slice(0, count)} />
  }
  const coaches =
    source === 'featured'
      ? await getFeaturedCoaches(locale)
      : typeof specialty === 'object' && specialty
        ? (await listCoaches({ q: '', sort: 'popular', specialty, page: 1 }, locale)).coaches
        : []
  if (coaches.length === 0) return null
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {coaches.slice(0, count).map((coach) => (
          <li key={coach.id}>
            <CoachCard coach={coach} />
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
