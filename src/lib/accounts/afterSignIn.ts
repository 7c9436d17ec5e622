import type { PayloadRequest } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { isStaff } from '@/lib/auth/roles'
import { cancelDeletionOnSignIn } from '@/lib/privacy/accountDeletion'
import type { User } from '@/payload-types'

/**
 * What a completed sign-in does, on any door, once every factor it needs was given (the password,
 * then the app's code when the account has one): the time kept for the account-info page, a staff
 * sign-in in the audit trail, and an account deletion waiting out its grace period cancelled.
 */
export async function afterSignIn(req: PayloadRequest, user: User): Promise<void> {
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { lastLoginAt: new Date().toISOString() },
    req,
    overrideAccess: true,
    context: { lastLogin: true },
  })
  if (isStaff(user))
    await recordAudit(req, {
      event: 'staff-sign-in',
      actor: user.id,
      member: user.id,
      target: { collection: 'users', id: user.id },
    })
  await cancelDeletionOnSignIn(req, user)
}
