import type { AppLocale } from '@/i18n/locales'
import { type ApplicationStatus, applicationStatuses, labelOf } from '@/lib/enums'

/** Waiting, moving on, settled well, settled otherwise. */
const tones: Record<ApplicationStatus, string> = {
  submitted: 'border-line bg-bg-muted text-fg',
  shortlisted: 'border-transparent bg-brand-soft text-brand',
  interview: 'border-transparent bg-brand-soft text-brand',
  offer: 'border-success bg-bg text-success',
  accepted: 'border-success bg-bg text-success',
  declined: 'border-danger bg-bg text-danger',
  withdrawn: 'border-line bg-bg text-fg-muted',
}

/** An application's status, in the page's language. */
export function StatusBadge({ status, locale }: { status: ApplicationStatus; locale: AppLocale }) {
  return (
    <span
      data-testid="application-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {labelOf(applicationStatuses, status, locale)}
    </span>
  )
}
