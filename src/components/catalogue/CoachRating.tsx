import { Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

type Props = {
  rating: number
  /** The shown number's style, which follows the text around it. */
  numberClassName: string
}

/**
 * A coach's rating: read out as a sentence, shown as a star and the number to one decimal. No
 * count of reviews beside it: the portal holds no reviews a visitor could read.
 */
export async function CoachRating({ rating, numberClassName }: Props) {
  const t = await getTranslations('coaches')
  const value = rating.toFixed(1)
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
