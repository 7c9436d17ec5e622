import type { CollectionAfterOperationHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { hasSecondFactor } from '@/lib/secondFactor/store'

/**
 * A password sign-in whose session waits for a second factor says so (REST and GraphQL clients
 * read `secondFactor`: `code-required`, or `enrolment-required` for staff without an app yet) and
 * gives out no more of the account than its id and address until the code is in.
 */
export const sayWhenSecondFactorIsDue: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'login' || req.context.secondFactorHeld !== true) return result
  const { user, ...rest } = result as { user?: { id: number; email?: string } }
  if (!user) return result
  const t = translatorFor(requestLocale(req))
  return {
    ...rest,
    user: { id: user.id, email: user.email },
    secondFactor: (await hasSecondFactor(req.payload, user.id))
      ? 'code-required'
      : 'enrolment-required',
    message: t('secondFactor.needed'),
  } as unknown as typeof result
}
