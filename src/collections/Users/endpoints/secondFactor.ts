import type { PayloadHandler, PayloadRequest } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { brandName } from '@/lib/brand'
import { giveSecondFactor } from '@/lib/secondFactor/signInStep'
import { enrolmentSecret } from '@/lib/secondFactor/store'
import { authenticatorUri } from '@/lib/secondFactor/totp'
import { heldSession } from '@/lib/sessions/accountSessions'
import { signedSession } from '@/lib/sessions/tokenSession'
import { secondFactorSchema } from '@/lib/validation/secondFactor'

const wording = {
  secondFactorWrong: 'secondFactor.wrongCode',
  secondFactorReused: 'secondFactor.reusedCode',
  secondFactorExpired: 'secondFactor.expired',
} as const
const statusOf = {
  secondFactorWrong: 400,
  secondFactorReused: 400,
  secondFactorExpired: 401,
  rateLimited: 429,
} as const

/**
 * `POST /api/users/second-factor` with `{ code }` or `{ recoveryCode }` and the token the password
 * sign-in gave (cookie or `Authorization: JWT …`): the REST door of the second step, for scripts
 * and apps; the same rules and limits as the portal's page. The token works once this answers 200.
 */
export const secondFactorEndpoint: PayloadHandler = async (req) => {
  const t = translatorFor(requestLocale(req))
  const body: unknown = await req.json?.().catch(() => null)
  const input = secondFactorSchema.safeParse(body)
  if (!input.success)
    return Response.json(
      { errors: [{ message: t('secondFactor.codeOrRecoveryCode') }] },
      { status: 400 },
    )
  const outcome = await giveSecondFactor(req.payload, req.headers, input.data)
  if (outcome.ok)
    return Response.json({
      message: t('secondFactor.passed'),
      recoveryCodes: outcome.recoveryCodes,
    })
  const minutes =
    outcome.error === 'rateLimited' ? Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) : 0
  return Response.json(
    {
      errors: [
        {
          message:
            outcome.error === 'rateLimited'
              ? t('secondFactor.rateLimited', { minutes })
              : t(wording[outcome.error]),
        },
      ],
    },
    { status: statusOf[outcome.error] },
  )
}

/**
 * `GET /api/users/second-factor` with the token the password gave: what the second step needs.
 * For staff without an authenticator, the key to set one up (as the page shows it, for apps and
 * scripts); otherwise only that a code is expected. Nothing for a token that waits for nothing.
 */
export const secondFactorStepEndpoint: PayloadHandler = async (req) => {
  const session = await signedSession(req.payload, req.headers)
  if (!session || !(await heldSession(req.payload, session.userId, session.sid)))
    return Response.json(
      { errors: [{ message: translatorFor(requestLocale(req))('secondFactor.expired') }] },
      { status: 401 },
    )
  const secret = await enrolmentSecret(req.payload, session.userId)
  if (!secret) return Response.json({ secondFactor: 'code-required' })
  const account = await req.payload.findByID({
    collection: 'users',
    id: session.userId,
    depth: 0,
    overrideAccess: true,
  })
  return Response.json({
    secondFactor: 'enrolment-required',
    secret,
    uri: authenticatorUri(await issuerOf(req), account.email, secret),
  })
}

/** The brand in the request's language names the entry in the authenticator app. */
async function issuerOf(req: PayloadRequest) {
  const locale = requestLocale(req)
  const settings = await req.payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  return brandName(settings, locale)
}
