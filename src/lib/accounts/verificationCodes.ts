import type { Payload } from 'payload'

import type { CodePurpose } from '@/collections/VerificationCodes'

import { type CodeCheck, CODE_TTL_MS, checkCode, generateCode, hashCode, resendWaitSeconds } from './codeRules'

type Target = { purpose: CodePurpose; email: string }

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
export async function issueCode(payload: Payload, target: Target & { userId: number }): Promise<IssuedCode> {
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

/** Checks a typed code; a right one is used up (single use) and names its user, a wrong one counts as a try. */
export async function consumeCode(payload: Payload, target: Target, code: string): Promise<{ result: CodeCheck; userId?: number }> {
  const stored = await find(payload, target)
  const result = checkCode(stored, hashCode(payload.secret, target.purpose, target.email, code), Date.now())
  if (!stored) return { result }
  if (result === 'ok') {
    await payload.delete({ collection: 'verification-codes', id: stored.id })
    return { result, userId: typeof stored.user === 'object' ? stored.user.id : stored.user }
  }
  if (result === 'wrong') await payload.update({ collection: 'verification-codes', id: stored.id, data: { attempts: stored.attempts + 1 } })
  return { result }
}

/** Seconds before another code may go to this address. */
export async function codeResendWait(payload: Payload, target: Target): Promise<number> {
  return resendWaitSeconds(await find(payload, target), Date.now())
}

/** Drops the code of an address (e.g. its mail could not be sent), so a new one may be asked for at once. */
export async function forgetCode(payload: Payload, target: Target): Promise<void> {
  await payload.delete({ collection: 'verification-codes', where: { purpose: { equals: target.purpose }, email: { equals: target.email.toLowerCase() } } })
}
