import type { PayloadHandler } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { giveSecondFactor } from '@/lib/secondFactor/signInStep'
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
