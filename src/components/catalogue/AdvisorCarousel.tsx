import { getTranslations } from 'next-intl/server'

import { BlockSection } from '@/components/page/BlockSection'
import { Carousel } from '@/components/ui/Carousel'
import type { ProfileCoach } from '@/data/coaches'

import { AdvisorCard } from './AdvisorCard'

type Props = {
  id?: string | null
  heading?: string | null
  lead?: string | null
  coaches: ProfileCoach[]
}

/** The advisor carousel (home page): one advisor card per slide. */
export async function AdvisorCarousel({ id, heading, lead, coaches }: Props) {
  const t = await getTranslations('blocks')
  if (coaches.length === 0) return null
  const title = heading || t('advisorsTitle')
  return (
    <BlockSection id={id} heading={title} lead={lead}>
      <div className="-mx-2">
        <Carousel label={title}>
          {coaches.map((coach) => (
            <AdvisorCard key={coach.id} coach={coach} />
          ))}
        </Carousel>
      </div>
    </BlockSection>
  )
}
