import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** How often one IP may do each thing (points per seconds); counters live in PostgreSQL, shared by every instance. */
export const quotas = {
  contact: { points: 5, durationSeconds: 600 },
  consultation: { points: 5, durationSeconds: 600 },
  login: { points: 10, durationSeconds: 900 },
  sendCode: { points: 10, durationSeconds: 3600 },
  checkCode: { points: 30, durationSeconds: 3600 },
  passwordReset: { points: 5, durationSeconds: 3600 },
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
export async function consumeQuota(payload: Payload, name: QuotaName, ip: string): Promise<QuotaResult> {
  try {
    await limiterFor(payload, name).consume(ip)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) }
    throw rejection
  }
}
