import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { MAX_EMAIL_LENGTH } from '@/lib/validation/email'
import { fieldRefusal } from '@/lib/validation/refusal'

/**
 * The portal's forms refuse an address over 254 characters (RFC 5321) before it reaches Payload;
 * REST and GraphQL reach it directly, where a 1 MB "address" failed in the database's unique
 * index with a 500. Every door gets the field's message in the request's language instead.
 */
export const limitEmailLength: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const email = ('data' in args ? (args.data as { email?: unknown } | undefined) : undefined)?.email
  if (typeof email === 'string' && email.trim().length > MAX_EMAIL_LENGTH)
    throw fieldRefusal('users', [
      { path: 'email', message: translatorFor(requestLocale(req))('validation.emailInvalid') },
    ])
  return args
}
