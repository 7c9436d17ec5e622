import crypto from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS

export const RECOVERY_CODE_COUNT = 10

export const newAuthenticatorSecret = (): string => generateSecret()

/**
 * A key typed in as base32 (spaces ignored, any case) as otplib takes it, or null when it is not
 * base32 or is shorter than 128 bits (26 characters), which otplib refuses to make codes from.
 */
export function typedAuthenticatorSecret(typed: string): string | null {
  const secret = typed.replace(/\s/g, '').toUpperCase()
  return /^[A-Z2-7]{26,}=*$/.test(secret) ? secret : null
}

/** What the QR code holds: the portal and the account's address name the entry in the app. */
export const authenticatorUri = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret })

/** The key as it is typed by hand: groups of four. */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export const isCodeShaped = (code: string): boolean => /^\d{6}$/.test(code)

/**
 * The time step a code belongs to, when it is right for the secret and later than `afterStep` (the
 * last step accepted for the account): a code is good once, however often it is sent in its window.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null | undefined,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  if (!isCodeShaped(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes of ten characters (about 49 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      crypto.randomBytes(10),
      (byte) => recoveryAlphabet[byte % recoveryAlphabet.length],
    ).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** Spaces, hyphens and case do not matter when a recovery code is typed. */
export const normalisedRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '')

/** Random codes need no slow hash: a plain SHA-256 cannot be reversed to any of 2^49 values in time. */
export const recoveryCodeHash = (code: string): string =>
  crypto.createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex')
