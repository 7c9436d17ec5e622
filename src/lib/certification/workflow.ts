import { type CertificationStatus, certificationStatuses, unknownStatusLabel } from '@/lib/enums'

/** How long an approval lasts (CERTIFICATION_VALIDITY_DAYS, default one year). */
export const validityDays = () => Number(process.env.CERTIFICATION_VALIDITY_DAYS) || 365

export type SaveIntent = 'draft' | 'submit'

/**
 * The status a member's save leads to: a draft stays "Pending Submission" until first submitted;
 * anything else (a submission, or a change to an approved, rejected or expired application) goes
 * to "Pending Review".
 */
export function statusAfterMemberSave(
  previous: CertificationStatus | undefined,
  intent: SaveIntent,
): CertificationStatus {
  if (intent === 'draft' && (previous === undefined || previous === 'pending-submission'))
    return 'pending-submission'
  return 'pending-review'
}

/**
 * Why a reviewer may not change a status from `previous` to `next`, or null: a draft the member
 * has not submitted has nothing to decide yet, and a rejection always has a reason. (Staff who
 * create an application themselves set its status as they create it.)
 */
export function decisionProblem(
  previous: CertificationStatus | undefined,
  next: CertificationStatus,
  reason: string | null | undefined,
): 'notSubmitted' | 'reasonRequired' | null {
  if (previous === 'pending-submission') return 'notSubmitted'
  return next === 'rejected' && !reason?.trim() ? 'reasonRequired' : null
}

/** The organisation's provider status that follows a certification status. */
export function providerStatusFor(
  status: CertificationStatus,
): 'pending-review' | 'certified' | 'rejected' | null {
  if (status === 'approved') return 'certified'
  if (status === 'rejected') return 'rejected'
  if (status === 'pending-review') return 'pending-review'
  return null
}

/** The label of a status value or of the spec's number (1–5); anything else is "Unknown Status". */
export function statusLabel(
  status: string | number | null | undefined,
  locale: 'en' | 'zh',
): string {
  const found = certificationStatuses.find((s) => s.value === status || s.code === status)
  return found ? found.label[locale] : unknownStatusLabel[locale]
}

export const addDays = (from: Date, days: number) =>
  new Date(from.getTime() + days * 24 * 60 * 60 * 1000)
