import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * How often each thing may be done (points per seconds); counters live in PostgreSQL, shared by
 * every instance. Forms count per network address. Account paths count twice: per address, high
 * enough for a school whose students all sign in from one network, and per e-mail address, low
 * enough to stop guessing one account's password or code.
 */
export const quotas = {
  contact: { points: 5, durationSeconds: 600 },
  consultation: { points: 5, durationSeconds: 600 },
  applications: { points: 60, durationSeconds: 600 },
  recommendations: { points: 60, durationSeconds: 600 },
  dataExports: { points: 10, durationSeconds: 3600 },
  // Booking and moving sessions: a few per visit, never a script walking every slot.
  bookings: { points: 20, durationSeconds: 600 },
  // Ordering, paying and cancelling: a few per visit.
  orders: { points: 30, durationSeconds: 600 },
  // Writing, editing and replying to reviews.
  reviews: { points: 30, durationSeconds: 600 },
  // Messages: a lively conversation, never a script filling inboxes.
  messages: { points: 120, durationSeconds: 600 },
  login: { points: 300, durationSeconds: 900 },
  loginPerAccount: { points: 10, durationSeconds: 900 },
  sendCode: { points: 100, durationSeconds: 3600 },
  sendCodePerAccount: { points: 10, durationSeconds: 3600 },
  checkCode: { points: 300, durationSeconds: 3600 },
  checkCodePerAccount: { points: 30, durationSeconds: 3600 },
  passwordReset: { points: 100, durationSeconds: 3600 },
  passwordResetPerAccount: { points: 5, durationSeconds: 3600 },
  // Codes from an authenticator app: 1 in 10^6 per try, so five wrong tries per account in 15 minutes.
  secondFactor: { points: 100, durationSeconds: 900 },
  secondFactorPerAccount: { points: 5, durationSeconds: 900 },
} as const
export type QuotaName = keyof typeof quotas

const limiters = new Map<QuotaName, RateLimiterPostgres>()

const limiterFor = (payload: Payload, name: QuotaName) => {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: (payload.db as unknown as PostgresAdapter).pool,
      // Created by a committed migration, not at run time.
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: quotas[name].points,
      duration: quotas[name].durationSeconds,
    })
    limiters.set(name, limiter)
  }
  return limiter
}

export type QuotaResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Counts one try of `name` from `ip`; when over quota, how long until it may try again. */
export async function consumeQuota(
  payload: Payload,
  name: QuotaName,
  ip: string,
): Promise<QuotaResult> {
  try {
    await limiterFor(payload, name).consume(ip)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) }
    throw rejection
  }
}

type AccountQuota = 'login' | 'sendCode' | 'checkCode' | 'passwordReset' | 'secondFactor'

/** Counts one try on an account path against both its network and its e-mail address limits. */
export async function consumeAccountQuota(
  payload: Payload,
  name: AccountQuota,
  ip: string,
  email: string,
): Promise<QuotaResult> {
  const network = await consumeQuota(payload, name, ip)
  if (!network.ok) return network
  return consumeQuota(payload, `${name}PerAccount`, email.trim().toLowerCase())
}

/** Forgets an address's tries once its owner has proven themselves (a successful sign-in), as a lockout would. */
export async function forgetAccountTries(
  payload: Payload,
  name: AccountQuota,
  email: string,
): Promise<void> {
  await limiterFor(payload, `${name}PerAccount`).delete(email.trim().toLowerCase())
}
