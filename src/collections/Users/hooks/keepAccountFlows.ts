import type { CollectionBeforeOperationHook } from 'payload'

import { ACCOUNT_FLOW } from '@/lib/accounts/accountFlow'
import { isStaff } from '@/lib/auth/roles'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'

/**
 * A member's sign-in address and password change only through their flows: a code sent to the new
 * address, the current password. A plain update (REST, GraphQL, a stolen session) can do neither.
 * (Members can only update their own account.) Staff keep the admin panel's account screen.
 */
export const keepAccountFlows: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (
    (operation !== 'update' && operation !== 'updateByID') ||
    !req.user ||
    isStaff(req.user) ||
    req.context[ACCOUNT_FLOW] === true
  )
    return args
  const data = ('data' in args ? args.data : undefined) as
    { email?: unknown; password?: unknown } | undefined
  const t = translatorFor(requestLocale(req))
  const errors = []
  if (
    typeof data?.email === 'string' &&
    data.email.trim().toLowerCase() !== req.user.email?.toLowerCase()
  ) {
    errors.push({ path: 'email', message: t('dashboard.security.emailThroughFlow') })
  }
  if (data?.password !== undefined && data.password !== null && data.password !== '') {
    errors.push({ path: 'password', message: t('dashboard.security.passwordThroughFlow') })
  }
  if (errors.length > 0) throw fieldRefusal('users', errors)
  return args
}
