import type { CollectionBeforeChangeHook } from 'payload'

import type { CertificationStatus } from '@/lib/enums'
import { hasRole } from '@/lib/auth/roles'
import { type CertificationType, issueMessage, submissionIssues } from '@/lib/certification/details'
import {
  addDays,
  decisionProblem,
  providerStatusFor,
  type SaveIntent,
  statusAfterMemberSave,
  validityDays,
} from '@/lib/certification/workflow'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Certification } from '@/payload-types'

/**
 * The status workflow on every save: members' saves become drafts or submissions (they never set
 * a status themselves), reviewers decide; a decision records the reviewer, the time and (when
 * approved) the expiry; an organisation's provider status follows; each change joins the history.
 */
export const applyWorkflow: CollectionBeforeChangeHook<Certification> = ({
  data,
  originalDoc,
  req,
}) => {
  const previous = originalDoc?.status as CertificationStatus | undefined
  const reviewer = hasRole(req.user, 'admin', 'reviewer')
  const intent = (req.context.certificationIntent as SaveIntent | undefined) ?? 'submit'
  // The expiry job is the only system step (src/lib/certification/expiry.ts).
  const system = req.context.certificationSystemStatus as CertificationStatus | undefined
  const next: CertificationStatus =
    system ??
    (reviewer
      ? ((data.status ?? previous ?? 'pending-review') as CertificationStatus)
      : statusAfterMemberSave(previous, intent))
  data.status = next
  data.queueRank = next === 'pending-review' ? 0 : 1

  // What goes to review is complete, however it was sent (the form checks the same rules first).
  if (!reviewer && !system && next === 'pending-review') {
    const type = (data.type ?? originalDoc?.type) as CertificationType
    // No kind of application at all (an API call without one): Payload's own required check answers.
    if (type !== 'student' && type !== 'organisation') return data
    const issues = submissionIssues(type, { ...originalDoc?.[type], ...data[type] })
    if (Object.keys(issues).length > 0) {
      const t = translatorFor(requestLocale(req))
      const inCertify = (key: string, values?: Record<string, string>) =>
        t(`certify.${key}` as 'certify.errors.required', values as { field: string })
      const errors = Object.entries(issues).map(([field, key]) => ({
        path: `${type}.${field}`,
        message: issueMessage(inCertify, key),
      }))
      throw fieldRefusal('certifications', errors)
    }
  }

  const reason = data.rejectionReason ?? originalDoc?.rejectionReason
  const problem =
    reviewer && !system && next !== previous && decisionProblem(previous, next, reason)
  if (problem) {
    const message = translatorFor(requestLocale(req))(`certify.errors.${problem}`)
    throw fieldRefusal('certifications', [
      { path: problem === 'reasonRequired' ? 'rejectionReason' : 'status', message },
    ])
  }
  if (next === previous) return data

  const now = new Date()
  if (reviewer && (next === 'approved' || next === 'rejected')) {
    data.reviewer = req.user!.id
    data.verifiedAt = now.toISOString()
    data.expiresAt = next === 'approved' ? addDays(now, validityDays()).toISOString() : null
  }
  if (next === 'pending-review') data.submittedAt = now.toISOString()
  const provider = providerStatusFor(next)
  if ((data.type ?? originalDoc?.type) === 'organisation' && provider) {
    data.organisation = {
      ...originalDoc?.organisation,
      ...data.organisation,
      providerStatus: provider,
    }
  }
  data.history = [
    ...(originalDoc?.history ?? []),
    {
      at: now.toISOString(),
      by: req.user?.id ?? null,
      from: previous ?? null,
      to: next,
      reason: next === 'rejected' ? reason : null,
    },
  ]
  return data
}
