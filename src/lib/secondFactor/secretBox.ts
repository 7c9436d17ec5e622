import crypto from 'node:crypto'

/**
 * Authenticator secrets are kept encrypted (AES-256-GCM) with a key that lives only in the
 * environment (SECOND_FACTOR_KEY: 32 bytes as 64 hex characters or base64), never in the
 * database: a copy of the database alone gives nobody a second factor.
 */
const VERSION = 'v1'

export function secondFactorKey(value = process.env.SECOND_FACTOR_KEY): Buffer {
  const key = !value
    ? Buffer.alloc(0)
    : /^[0-9a-f]{64}$/i.test(value)
      ? Buffer.from(value, 'hex')
      : Buffer.from(value, 'base64')
  if (key.length !== 32)
    throw new Error('SECOND_FACTOR_KEY must be 32 bytes (64 hex characters or base64).')
  return key
}

export function sealSecret(secret: string, key = secondFactorKey()): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [
    VERSION,
    ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')),
  ].join(':')
}

/** The secret, or null when the value was not sealed with this key (changed or tampered with). */
export function openSecret(value: string, key = secondFactorKey()): string | null {
  const [version, iv, tag, sealed] = value.split(':')
  if (version !== VERSION || !iv || !tag || !sealed) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'))
    decipher.setAuthTag(Buffer.from(tag, 'base64'))
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
