import type { UIFieldServerProps } from 'payload'

import { isLocale } from '@/i18n/locales'
import { hasRole } from '@/lib/auth/roles'
import { statusLabel } from '@/lib/certification/workflow'
import { certificationStatuses } from '@/lib/enums'
import { translatorFor } from '@/lib/i18n/translate'

import { ReviewActions } from './ReviewActions'

/**
 * The top of a certification's edit screen for reviewers and admins: its status and, while it
 * waits for review, Approve and Reject. The texts are chosen here in the admin's language; the
 * decision itself is saved through the document's form, so access rules and hooks decide on the server.
 */
export function ReviewBar({ i18n, req }: UIFieldServerProps) {
  if (!hasRole(req.user, 'admin', 'reviewer')) return null
  const locale = isLocale(i18n.language) ? i18n.language : 'en'
  const t = translatorFor(locale)
  const statuses = Object.fromEntries(
    certificationStatuses.map((s) => [s.value, statusLabel(s.value, locale)]),
  )
  return (
    <ReviewActions
      locale={locale}
      statuses={statuses}
      unknownStatus={statusLabel(null, locale)}
      texts={{
        title: t('admin.review.title'),
        status: t('admin.review.status'),
        approve: t('admin.review.approve'),
        reject: t('admin.review.reject'),
        reason: t('admin.review.reason'),
        reasonHint: t('admin.review.reasonHint'),
        reasonRequired: t('certify.errors.reasonRequired'),
        confirmReject: t('admin.review.confirmReject'),
        cancel: t('admin.review.cancel'),
        notSubmitted: t('admin.review.notSubmitted'),
        decided: t('admin.review.decided', { date: '{date}' }),
        // Admins may still correct the details (src/collections/Certifications); reviewers may not.
        readOnly: hasRole(req.user, 'admin') ? undefined : t('admin.review.readOnly'),
      }}
    />
  )
}
