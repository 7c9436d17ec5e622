import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import type { SecondFactor } from '@/payload-types'

import { openSecret, sealSecret } from './secretBox'
import { acceptedStep, newAuthenticatorSecret, newRecoveryCodes, recoveryCodeHash } from './totp'

/**
 * One account's authenticator: its secret (sealed), whether it was confirmed with a first code,
 * the last time step accepted (a code is good once) and the hashes of its unused recovery codes.
 * The collection refuses every door; only this module reads or writes it.
 */
type StoredFactor = Pick<SecondFactor, 'id' | 'secret' | 'confirmedAt' | 'lastUsedStep'>

const db = (payload: Payload) => drizzleFor({ payload, transactionID: undefined })

async function factorOf(payload: Payload, userId: number): Promise<StoredFactor | null> {
  const { docs } = await payload.find({
    collection: 'second-factors',
    where: { owner: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** True once the account has a confirmed authenticator (staff always need one). */
export async function hasSecondFactor(payload: Payload, userId: number): Promise<boolean> {
  return Boolean((await factorOf(payload, userId))?.confirmedAt)
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(payload: Payload, userId: number): Promise<number> {
  const result = await (
    await db(payload)
  ).execute(sql`
    SELECT COALESCE(jsonb_array_length(recovery_codes), 0) AS left
    FROM second_factors WHERE owner_id = ${userId} AND confirmed_at IS NOT NULL`)
  return Number((result.rows[0] as { left?: number } | undefined)?.left ?? 0)
}

/**
 * The secret an account is enrolling with: the one already offered (a reload shows the same QR
 * code), else a new one. Null when the account already has a confirmed authenticator.
 */
export async function enrolmentSecret(payload: Payload, userId: number): Promise<string | null> {
  const existing = await factorOf(payload, userId)
  if (existing?.confirmedAt) return null
  const opened = existing && openSecret(existing.secret)
  if (opened) return opened
  const secret = newAuthenticatorSecret()
  // One row per account: of two first visits at once, one row is kept (the other page reloads it).
  await (
    await db(payload)
  ).execute(sql`
    INSERT INTO second_factors (owner_id, secret, updated_at, created_at)
    VALUES (${userId}, ${sealSecret(secret)}, now(), now())
    ON CONFLICT (owner_id) DO UPDATE SET secret = EXCLUDED.secret, updated_at = now()
    WHERE second_factors.confirmed_at IS NULL`)
  const kept = await factorOf(payload, userId)
  return kept && !kept.confirmedAt ? openSecret(kept.secret) : null
}

export type CodeCheck = 'accepted' | 'wrong' | 'reused'

/**
 * Checks a code from the app against the account's secret and marks its time step used, in one
 * statement: the same code sent twice (or twenty times at once) is accepted once.
 * `confirming`: the first code, which turns an enrolment into the account's authenticator.
 */
async function spendCode(
  payload: Payload,
  userId: number,
  code: string,
  confirming: boolean,
): Promise<CodeCheck> {
  const factor = await factorOf(payload, userId)
  if (!factor || Boolean(factor.confirmedAt) === confirming) return 'wrong'
  const secret = openSecret(factor.secret)
  if (!secret) return 'wrong'
  const step = await acceptedStep(secret, code, factor.lastUsedStep)
  if (step === null) return (await acceptedStep(secret, code, null)) === null ? 'wrong' : 'reused'
  const result = await (
    await db(payload)
  ).execute(sql`
    UPDATE second_factors SET last_used_step = ${step}, updated_at = now(),
      confirmed_at = COALESCE(confirmed_at, now())
    WHERE id = ${factor.id} AND (last_used_step IS NULL OR last_used_step < ${step})
      AND (confirmed_at IS NULL) = ${confirming}`)
  return result.rowCount === 1 ? 'accepted' : 'reused'
}

export const checkCode = (payload: Payload, userId: number, code: string) =>
  spendCode(payload, userId, code, false)

/** Confirms an enrolment with its first code; the new recovery codes (shown once) when accepted. */
export async function confirmEnrolment(
  payload: Payload,
  userId: number,
  code: string,
): Promise<{ check: CodeCheck; recoveryCodes: string[] }> {
  const check = await spendCode(payload, userId, code, true)
  if (check !== 'accepted') return { check, recoveryCodes: [] }
  return { check, recoveryCodes: await replaceRecoveryCodes(payload, userId) }
}

/** New recovery codes for a confirmed authenticator; the old ones stop working. */
export async function replaceRecoveryCodes(payload: Payload, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes()
  await (
    await db(payload)
  ).execute(sql`
    UPDATE second_factors SET recovery_codes = ${JSON.stringify(codes.map(recoveryCodeHash))}::jsonb,
      updated_at = now()
    WHERE owner_id = ${userId} AND confirmed_at IS NOT NULL`)
  return codes
}

/** Uses up one recovery code: true once per code, whatever happens at the same moment. */
export async function spendRecoveryCode(
  payload: Payload,
  userId: number,
  code: string,
): Promise<boolean> {
  const hash = recoveryCodeHash(code)
  const result = await (
    await db(payload)
  ).execute(sql`
    UPDATE second_factors SET recovery_codes = recovery_codes - ${hash}::text, updated_at = now()
    WHERE owner_id = ${userId} AND confirmed_at IS NOT NULL
      AND recovery_codes @> to_jsonb(${hash}::text)`)
  return result.rowCount === 1
}

/** Removes the account's authenticator (turned off by its member, or reset by an admin). */
export async function removeSecondFactor(payload: Payload, userId: number): Promise<boolean> {
  const result = await (
    await db(payload)
  ).execute(sql`DELETE FROM second_factors WHERE owner_id = ${userId}`)
  return (result.rowCount ?? 0) > 0
}

/**
 * The first admin's authenticator from ADMIN_TOTP_SECRET (base32), for automation: CI, the demo,
 * scripted checks. Confirmed at once, without recovery codes (the secret is the way back in).
 */
export async function provisionSecondFactor(
  payload: Payload,
  userId: number,
  secret: string,
): Promise<void> {
  await (
    await db(payload)
  ).execute(sql`
    INSERT INTO second_factors (owner_id, secret, confirmed_at, recovery_codes, updated_at, created_at)
    VALUES (${userId}, ${sealSecret(secret)}, now(), '[]'::jsonb, now(), now())
    ON CONFLICT (owner_id) DO UPDATE SET secret = EXCLUDED.secret,
      confirmed_at = now(), last_used_step = NULL, updated_at = now()`)
}
