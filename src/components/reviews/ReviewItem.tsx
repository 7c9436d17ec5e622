import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { PublicReview } from '@/data/coachReviews'
import { type AppLocale, localeIso } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

import { Stars } from './Stars'

const han = /\p{Script=Han}/u

/**
 * The language of a text the portal did not record one for (a signature, a reply), as the
 * reviews' hook decides a review's: Chinese when it has Chinese characters. Screen readers then
 * read "林同学" in Chinese on an English page.
 */
const langOf = (text: string) => localeIso[han.test(text) ? 'zh' : 'en']

/**
 * One published review: its stars, signature and date, the text in the language it was written
 * in, and the coach's reply beneath it. `children`: what the coach's dashboard adds (the reply form).
 */
export async function ReviewItem({
  review,
  coachName,
  locale,
  children,
}: {
  review: PublicReview
  coachName: string
  locale: AppLocale
  children?: ReactNode
}) {
  const t = await getTranslations('coachReviews')
  const signature = review.authorName?.trim()
  const { publishedAt } = review
  return (
    <article className="rounded-xl border border-line p-4 sm:p-5" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="sr-only">{t('outOf', { rating: review.rating })}</span>
        <p className="font-semibold break-words">
          {signature ? <span lang={langOf(signature)}>{signature}</span> : t('aStudent')}
        </p>
        {publishedAt && (
          <time dateTime={publishedAt} className="text-sm text-fg-muted">
            {formatDate(publishedAt, locale)}
          </time>
        )}
      </div>
      {review.text && (
        <p
          lang={localeIso[review.language ?? locale]}
          className="mt-3 break-words whitespace-pre-line"
        >
          {review.text}
        </p>
      )}
      {review.reply && (
        <div className="mt-4 rounded-lg border-l-4 border-brand bg-bg-muted p-3 sm:p-4">
          <p className="text-sm font-semibold">{t('replyFrom', { coach: coachName })}</p>
          <p lang={langOf(review.reply)} className="mt-1 break-words whitespace-pre-line">
            {review.reply}
          </p>
        </div>
      )}
      {children}
    </article>
  )
}
