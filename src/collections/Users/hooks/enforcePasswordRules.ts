import type { CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/validation/password'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'

const operationsSettingPasswords = new Set(['create', 'update', 'updateByID', 'resetPassword'])

/**
 * Payload's own check only asks for 3 characters; this applies the portal's rules (8–16 characters,
 * combining letters and digits) to every way a password is set, with the message in the request's
 * language.
 */
export const enforcePasswordRules: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!operationsSettingPasswords.has(operation)) return args
  const data: unknown = 'data' in args ? args.data : undefined
  const password = (data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') {
    if (operation !== 'create') return args
  }
  const problem = passwordProblem(password)
  if (problem) {
    const t = translatorFor(requestLocale(req))
    throw fieldRefusal('users', [{ path: 'password', message: t(`validation.${problem}`) }])
  }
  return args
}
