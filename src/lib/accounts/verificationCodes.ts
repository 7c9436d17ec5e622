import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { relationId } from '@/lib/db/relationId'
import type { VerificationCode } from '@/payload-types'

import {
  type CodeCheck,
  CODE_TTL_MS,
  checkCode,
  generateCode,
  hashCode,
  MAX_CODE_ATTEMPTS,
  resendWaitSeconds,
} from './codeRules'

type Target = { purpose: VerificationCode['purpose']; email: string }

const find = async (payload: Payload, { purpose, email }: Target) =>
  (
    await payload.find({
      collection: 'verification-codes',
      where: { purpose: { equals: purpose }, email: { equals: email.toLowerCase() } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] ?? null

export type IssuedCode = { ok: true; code: string } | { ok: false; retryAfterSeconds: number }

/**
 * A new code for a user at an address, replacing any earlier one; refused while the last one is
 * younger than the resend interval. Only its hash is stored; the caller mails the code.
 */
export async function issueCode(
  payload: Payload,
  target: Target & { userId: number },
): Promise<IssuedCode> {
  const email = target.email.toLowerCase()
  const existing = await find(payload, target)
  const now = Date.now()
  const wait = resendWaitSeconds(existing, now)
  if (wait > 0) return { ok: false, retryAfterSeconds: wait }
  const code = generateCode()
  const data = {
    purpose: target.purpose,
    email,
    user: target.userId,
    codeHash: hashCode(payload.secret, target.purpose, email, code),
    expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
    sentAt: new Date(now).toISOString(),
    attempts: 0,
  }
  if (existing) await payload.update({ collection: 'verification-codes', id: existing.id, data })
  else await payload.create({ collection: 'verification-codes', data })
  return { ok: true, code }
}

const poolOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).pool

/**
 * Checks a typed code; a right one is used up (single use) and names its user. Each try is counted
 * before it is judged, in one statement, so of any number of tries at once only the allowed few are
 * judged at all and the rest are "too many", whatever they hold.
 */
export async function consumeCode(
  payload: Payload,
  target: Target,
  code: string,
): Promise<{ result: CodeCheck; userId?: number }> {
  const stored = await find(payload, target)
  if (!stored) return { result: 'missing' }
  const counted = await poolOf(payload).query(
    'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts',
    [stored.id, MAX_CODE_ATTEMPTS],
  )
  if (counted.rowCount === 0) return { result: 'tooManyAttempts' }
  const result = checkCode(
    { ...stored, attempts: 0 },
    hashCode(payload.secret, target.purpose, target.email, code),
    Date.now(),
  )
  if (result !== 'ok') return { result }
  // Used once: of two right tries at once, only the one that removes it wins.
  const used = await poolOf(payload).query('DELETE FROM verification_codes WHERE id = $1', [
    stored.id,
  ])
  if (used.rowCount === 0) return { result: 'missing' }
  return { result, userId: relationId(stored.user) }
}

/** Seconds before another code may go to this address. */
export async function codeResendWait(payload: Payload, target: Target): Promise<number> {
  return resendWaitSeconds(await find(payload, target), Date.now())
}

/** Drops the code of an address (e.g. its mail could not be sent), so a new one may be asked for at once. */
export async function forgetCode(payload: Payload, target: Target): Promise<void> {
  await payload.delete({
    collection: 'verification-codes',
    where: { purpose: { equals: target.purpose }, email: { equals: target.email.toLowerCase() } },
  })
}
