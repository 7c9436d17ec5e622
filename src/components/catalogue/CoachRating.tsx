import { Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

type Props = {
  rating: number
  /** The shown number's style, which follows the text around it. */
  numberClassName: string
  /** After the number: the coach's reviews label. */
  children?: ReactNode
}

/** A coach's rating: read out as a sentence, shown as a star and the number to one decimal. */
export async function CoachRating({ rating, numberClassName, children }: Props) {
  const t = await getTranslations('coaches')
  const value = rating.toFixed(1)
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden className="size-4 fill-accent text-accent" />
      <span className="sr-only">{t('rating', { rating: value })}</span>
      <span aria-hidden className={numberClassName}>
        {value}
      </span>
      {children}
    </span>
  )
}
