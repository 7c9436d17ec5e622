import type { AppLocale } from '@/i18n/locales'
import { labelOf, type ReviewStatus, reviewStatuses } from '@/lib/enums'

/** Waiting for the editors, on the coach's page, not published: the tones of the other badges. */
const tones: Record<ReviewStatus, string> = {
  pending: 'border-accent bg-accent-soft text-fg',
  published: 'border-success bg-bg text-success',
  rejected: 'border-danger bg-bg text-danger',
}

/** A review's status for its student, in the page's language ("Waiting for moderation"). */
export function ReviewStatusBadge({ status, locale }: { status: ReviewStatus; locale: AppLocale }) {
  return (
    <span
      data-testid="review-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {labelOf(reviewStatuses, status, locale)}
    </span>
  )
}
