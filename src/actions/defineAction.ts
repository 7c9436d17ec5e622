import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { AppLocale } from '@/i18n/locales'
import { getSessionUser } from '@/data/session'
import { ipFromHeaders } from '@/lib/http/clientIp'
import { isForeignWrite, portalOrigins } from '@/lib/http/origin'
import { consumeAccountQuota, consumeQuota, type QuotaName } from '@/lib/http/rateLimit'
import { getPayloadClient } from '@/data/payload'
import { fieldIssues, formInput } from '@/lib/validation/issues'
import type { User } from '@/payload-types'

import type { ActionFailure, ActionResult } from '@/lib/actions/result'

type AccountQuotaName = Parameters<typeof consumeAccountQuota>[1]

/** What an action's work is given: the portal, the request's language and address, the member. */
export type ActionContext<Member extends boolean> = {
  payload: Payload
  locale: AppLocale
  ip: string
  requestId: string
  user: Member extends true ? User : User | null
}

type Definition<
  Schema extends z.ZodType,
  Member extends boolean,
  Extra extends unknown[],
  Result extends ActionResult,
> = {
  /** Names the action in the log. */
  name: string
  /** The form's own schema, checked again here: input that fails it answers `invalid` with the field messages. */
  schema: Schema
  /** Only a signed-in member whose address is verified may call it; anyone else gets `signedOut`. */
  member?: Member
  /** A limit counted before the work: per network, or per network and e-mail address. */
  quota?: (
    input: z.infer<Schema>,
  ) => { name: QuotaName } | { name: AccountQuotaName; email: string }
  run: (input: z.infer<Schema>, context: ActionContext<Member>, ...extra: Extra) => Promise<Result>
}

/** Thrown inside an action's work to answer with a failure at once (e.g. `refuse({ ok: false, error: 'signedOut' })`). */
export class ActionRefusal extends Error {
  constructor(readonly failure: ActionFailure) {
    super(failure.error)
  }
}

/**
 * A form's schema applied on the server: its refusal is `invalid` with the field messages, and so
 * is input a refinement cannot even look at (it throws on anything but an object).
 */
function check<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { ok: true; data: z.infer<Schema> } | ActionFailure {
  try {
    const parsed = schema.safeParse(value, formInput)
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  } catch {
    return { ok: false, error: 'invalid', fields: {} }
  }
}

/**
 * A Payload operation refused by the sign-in or reset limits (guardAccountDoors' 429) answers
 * `rateLimited` with its wait; any other error is the caller's to judge.
 */
export function refuseIfRateLimited(error: unknown): void {
  const { status, data } = error as { status?: number; data?: { retryAfterSeconds?: number } }
  if (status === 429) {
    throw new ActionRefusal({
      ok: false,
      error: 'rateLimited',
      retryAfterSeconds: data?.retryAfterSeconds ?? 60,
    })
  }
}

/** Checks a further argument with its schema inside an action's work; a refusal answers `invalid`. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const checked = check(schema, value)
  if (!checked.ok) throw new ActionRefusal(checked)
  return checked.data
}

/**
 * Every server action of the portal goes through this: the request's origin, the member (if
 * required), the form's schema, the limit, then the work in the request's language. An error
 * nobody expected is logged with a request id and answers the generic `failure` (never its text).
 */
export function defineAction<
  Schema extends z.ZodType,
  Extra extends unknown[],
  Result extends ActionResult,
  Member extends boolean = false,
>(definition: Definition<Schema, Member, Extra, Result>) {
  return async (input?: unknown, ...extra: Extra): Promise<Result | ActionFailure> => {
    const request = await headers()
    const requestId = request.get('x-request-id') ?? crypto.randomUUID()
    // (The server refuses such requests before they get here; this keeps the rule where the action is.)
    if (isForeignWrite('POST', Object.fromEntries(request), portalOrigins()))
      return { ok: false, error: 'foreignOrigin' }
    const payload = await getPayloadClient()
    try {
      const user = definition.member ? await getSessionUser() : null
      if (definition.member && (!user || user.emailVerified === false))
        return { ok: false, error: 'signedOut' }
      const parsed = check(definition.schema, input)
      if (!parsed.ok) return parsed
      const ip = ipFromHeaders(request)
      const quota = definition.quota?.(parsed.data)
      if (quota) {
        const counted =
          'email' in quota
            ? await consumeAccountQuota(payload, quota.name, ip, quota.email)
            : await consumeQuota(payload, quota.name, ip)
        if (!counted.ok)
          return { ok: false, error: 'rateLimited', retryAfterSeconds: counted.retryAfterSeconds }
      }
      const context = {
        payload,
        locale: await getLocale(),
        ip,
        requestId,
        user,
      } as ActionContext<Member>
      return await definition.run(parsed.data, context, ...extra)
    } catch (error) {
      if (error instanceof ActionRefusal) return error.failure
      payload.logger.error(
        { err: error, action: definition.name, requestId },
        'A server action failed',
      )
      return { ok: false, error: 'failure' }
    }
  }
}
