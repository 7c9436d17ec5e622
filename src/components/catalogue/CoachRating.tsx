import { Star } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { formatRating } from '@/lib/format'

type Props = {
  rating: number
  /** The shown number's style, which follows the text around it. */
  numberClassName: string
}

/**
 * A coach's rating: read out as a sentence, shown as a star and the number to one decimal. The
 * count of reviews, where a page shows it, links to the reviews themselves (the coach page's).
 */
export async function CoachRating({ rating, numberClassName }: Props) {
  const t = await getTranslations('coaches')
  const value = formatRating(rating)
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden className="size-4 fill-accent text-accent" />
      <span className="sr-only">{t('rating', { rating: value })}</span>
      <span aria-hidden className={numberClassName}>
        {value}
      </span>
    </span>
  )
}
