import type { ApplicationStatus } from '@/lib/enums'

/** Who changes an application: its student, or the organisation that published the listing. */
export type ApplicationParty = 'student' | 'organisation'

/** Statuses from which the student may still withdraw: until an offer is made. */
const withdrawable: ApplicationStatus[] = ['submitted', 'shortlisted', 'interview']

/** Whether the student may still withdraw an application in this status. */
export const canWithdraw = (status: ApplicationStatus) => withdrawable.includes(status)

/** Statuses the organisation sets, in one click from any other (a slip can be undone), but never on a withdrawn application. */
const organisationSets: ApplicationStatus[] = [
  'submitted',
  'shortlisted',
  'interview',
  'offer',
  'accepted',
  'declined',
]

/** Why a party may not move an application from one status to another (null: it may). */
export function transitionRefusal(
  party: ApplicationParty,
  from: ApplicationStatus,
  to: ApplicationStatus,
): 'notAllowed' | 'withdrawAfterOffer' | null {
  if (from === to) return null
  if (from === 'withdrawn') return 'notAllowed'
  if (party === 'student') {
    if (to !== 'withdrawn') return 'notAllowed'
    return canWithdraw(from) ? null : 'withdrawAfterOffer'
  }
  return organisationSets.includes(to) ? null : 'notAllowed'
}
