import crypto from 'node:crypto'

/** Verification codes: 6 digits, valid 10 minutes, 5 wrong tries, resend after 60 s. */
export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
export const RESEND_AFTER_SECONDS = 60

export const generateCode = (): string =>
  crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0')

/** A keyed hash: the stored value is useless without the server secret, and bound to its purpose and address. */
export const hashCode = (secret: string, purpose: string, email: string, code: string): string =>
  crypto
    .createHmac('sha256', secret)
    .update(`${purpose}:${email.toLowerCase()}:${code}`)
    .digest('hex')

export type StoredCode = { codeHash: string; expiresAt: string; sentAt: string; attempts: number }
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyAttempts' | 'missing'

/** What a typed code is worth against the stored one at `now`; a wrong try is counted by the caller. */
export function checkCode(stored: StoredCode | null, typedHash: string, now: number): CodeCheck {
  if (!stored) return 'missing'
  if (stored.attempts >= MAX_CODE_ATTEMPTS) return 'tooManyAttempts'
  if (Date.parse(stored.expiresAt) <= now) return 'expired'
  const same = crypto.timingSafeEqual(
    Buffer.from(stored.codeHash, 'hex'),
    Buffer.from(typedHash, 'hex'),
  )
  return same ? 'ok' : 'wrong'
}

/** Seconds until another code may be sent to the address (0 = now). */
export const resendWaitSeconds = (
  stored: Pick<StoredCode, 'sentAt'> | null,
  now: number,
): number =>
  stored
    ? Math.max(0, Math.ceil((Date.parse(stored.sentAt) + RESEND_AFTER_SECONDS * 1000 - now) / 1000))
    : 0

/** The message key of a refused code; an unknown code reads as a wrong one (nothing is revealed). */
export const refusedCodeError = (
  result: Exclude<CodeCheck, 'ok'>,
): 'codeWrong' | 'codeExpired' | 'codeTooMany' =>
  result === 'expired' ? 'codeExpired' : result === 'tooManyAttempts' ? 'codeTooMany' : 'codeWrong'
