import { z } from 'zod'

/**
 * The longest address mail can carry (RFC 5321: 254 characters). A longer one is no address, and is
 * refused with the field's own message before the pattern runs or the database sees it (a 1 MB
 * "address" once reached the unique index and came back as a generic failure).
 */
export const MAX_EMAIL_LENGTH = 254

/** An e-mail field: `empty` and `invalid` are the message keys of the form it belongs to. */
export const emailAddress = (empty: string, invalid: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(MAX_EMAIL_LENGTH, { error: invalid })
    .pipe(z.email({ error: invalid }))
