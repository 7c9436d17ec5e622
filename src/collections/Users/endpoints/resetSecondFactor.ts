import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { recordAudit } from '@/lib/audit/record'
import { hasRole } from '@/lib/auth/roles'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { hasSecondFactor, recoveryCodesLeft, removeSecondFactor } from '@/lib/secondFactor/store'
import { endOtherSessions, forgetEndedSessions } from '@/lib/sessions/accountSessions'
import { documentId } from '@/lib/validation/documentId'

const accountId = (value: unknown) => {
  const parsed = z.coerce.number().pipe(documentId).safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * `GET /api/users/:id/second-factor`: whether the account has an authenticator and how many
 * recovery codes are left, for the account itself and for admins (never the secret).
 */
export const secondFactorStatusEndpoint: PayloadHandler = async (req) => {
  const id = accountId(req.routeParams?.id)
  const t = translatorFor(requestLocale(req))
  if (!req.user || id === null || (req.user.id !== id && !hasRole(req.user, 'admin')))
    return Response.json({ errors: [{ message: t('request.notAllowed') }] }, { status: 403 })
  return Response.json({
    enrolled: await hasSecondFactor(req.payload, id),
    recoveryCodesLeft: await recoveryCodesLeft(req.payload, id),
  })
}

/**
 * `POST /api/users/:id/second-factor/reset`, an admin's answer to a lost phone: the account's
 * authenticator and every session of it go (a stolen phone opens nothing), and it enrols again at
 * its next sign-in. Never one's own (another admin must confirm who asks); in the audit trail.
 */
export const resetSecondFactorEndpoint: PayloadHandler = async (req) => {
  const id = accountId(req.routeParams?.id)
  const t = translatorFor(requestLocale(req))
  if (!req.user || id === null || !hasRole(req.user, 'admin') || req.user.id === id)
    return Response.json({ errors: [{ message: t('request.notAllowed') }] }, { status: 403 })
  const removed = await removeSecondFactor(req.payload, id)
  await endOtherSessions(req, id)
  await forgetEndedSessions(req, id)
  await recordAudit(req, {
    event: 'second-factor-reset',
    member: id,
    target: { collection: 'users', id },
    details: { hadAuthenticator: removed },
  })
  return Response.json({ message: t('secondFactor.resetDone') })
}
