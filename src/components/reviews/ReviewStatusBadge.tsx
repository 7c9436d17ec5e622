import type { AppLocale } from '@/i18n/locales'
import { labelOf, type ReviewStatus, reviewStatuses } from '@/lib/enums'
import { StatusPill } from '@/components/ui/StatusPill'

/** Waiting for the editors, on the coach's page, not published: the tones of the other badges. */
const tones: Record<ReviewStatus, string> = {
  pending: 'border-accent bg-accent-soft text-fg',
  published: 'border-success bg-bg text-success',
  rejected: 'border-danger bg-bg text-danger',
}

/** A review's status for its student, in the page's language ("Waiting for moderation"). */
export function ReviewStatusBadge({ status, locale }: { status: ReviewStatus; locale: AppLocale }) {
  return (
    <StatusPill
      kind="review"
      status={status}
      tone={tones[status]}
      label={labelOf(reviewStatuses, status, locale)}
    />
  )
}
