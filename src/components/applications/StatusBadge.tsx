import type { AppLocale } from '@/i18n/locales'
import { type ApplicationStatus, applicationStatuses, labelOf } from '@/lib/enums'
import { StatusPill } from '@/components/ui/StatusPill'

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
    <StatusPill
      kind="application"
      status={status}
      tone={tones[status]}
      label={labelOf(applicationStatuses, status, locale)}
    />
  )
}
