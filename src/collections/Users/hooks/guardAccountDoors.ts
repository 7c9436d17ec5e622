import {
  type AfterErrorHook,
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { answerNoSoonerThan, hashLikeASignIn, SIGN_IN_REFUSAL_MS } from '@/lib/accounts/evenTiming'
import { ipFromHeaders } from '@/lib/http/clientIp'
import { consumeAccountQuota, forgetAccountTries } from '@/lib/http/rateLimit'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/** A reset request answers after this long whether or not the address has an account (the mail takes time to send). */
const RESET_ANSWER_MS = 800

/**
 * Every door to sign-in and password reset (the portal's forms, REST, GraphQL, the Local API) goes
 * through here: the network and per-address limits, and the same work for an unknown address as
 * for a real one, so neither the answer nor its time tells whether an account exists.
 */
export const guardAccountDoors: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const data = ('data' in args ? args.data : {}) as { email?: unknown; password?: unknown }
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  req.context.accountDoorOpenedAt = Date.now()
  const quota = await consumeAccountQuota(
    req.payload,
    operation === 'login' ? 'login' : 'passwordReset',
    ipFromHeaders(req.headers),
    email,
  )
  if (!quota.ok) {
    const t = translatorFor(requestLocale(req))
    const minutes = Math.max(1, Math.ceil(quota.retryAfterSeconds / 60))
    throw new APIError(
      t(operation === 'login' ? 'auth.rateLimited' : 'form.rateLimited', { minutes }),
      429,
      { retryAfterSeconds: quota.retryAfterSeconds },
      true,
    )
  }
  const known = email
    ? await req.payload.db.findOne({
        collection: 'users',
        where: { email: { equals: email } },
        req,
      })
    : null
  if (!known) {
    // Payload gives up on an unknown address at once; this does first what a real one costs.
    if (operation === 'login') await hashLikeASignIn(data.password)
    else await answerNoSoonerThan(Number(req.context.accountDoorOpenedAt), RESET_ANSWER_MS)
  }
  return args
}

/** A real address's reset answer waits out the same time (Payload skips this hook for an unknown one). */
export const evenResetAnswers: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation === 'forgotPassword')
    await answerNoSoonerThan(Number(req.context.accountDoorOpenedAt ?? Date.now()), RESET_ANSWER_MS)
  return result
}

/**
 * A refused sign-in over REST or GraphQL answers no sooner than SIGN_IN_REFUSAL_MS after its door
 * opened (the portal's own form waits in signInWithPassword). A config-level hook: GraphQL's
 * errors reach only those.
 */
export const evenRefusedSignIns: AfterErrorHook = async ({ error, req }) => {
  const openedAt = req.context.accountDoorOpenedAt
  const cause = (error as { originalError?: unknown }).originalError ?? error
  if (typeof openedAt === 'number' && (cause as Error | undefined)?.name === 'AuthenticationError')
    await answerNoSoonerThan(openedAt, SIGN_IN_REFUSAL_MS)
}

/** A successful sign-in clears its address's failed tries: only guesses count against an account. */
export const clearTriesOnSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgetAccountTries(req.payload, 'login', String(user.email ?? ''))
  return user
}
