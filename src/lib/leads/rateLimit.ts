import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** How often one IP may submit each public form: 5 times in 10 minutes. */
export const formQuota = { points: 5, durationSeconds: 600 } as const

const limiters = new Map<string, RateLimiterPostgres>()

const limiterFor = (payload: Payload, form: string) => {
  let limiter = limiters.get(form)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: (payload.db as unknown as PostgresAdapter).pool,
      // Created by a committed migration, not at run time.
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: form,
      points: formQuota.points,
      duration: formQuota.durationSeconds,
    })
    limiters.set(form, limiter)
  }
  return limiter
}

/** Counts one submission of `form` from `ip`; when over quota, how long until it may try again. */
export async function consumeFormQuota(payload: Payload, form: 'contact' | 'consultation', ip: string) {
  try {
    await limiterFor(payload, form).consume(ip)
    return { ok: true as const }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false as const, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) }
    throw rejection
  }
}
