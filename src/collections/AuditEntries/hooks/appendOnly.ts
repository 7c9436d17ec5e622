import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/**
 * No door changes or removes an entry, not even trusted server code (overrideAccess skips access
 * rules, not hooks); the database refuses it too (migration 20261127_183206_audit_trail). Only the
 * retention job removes old entries, in SQL, under the setting the database's rule names.
 */
export const appendOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'delete') return args
  throw new APIError(translatorFor(requestLocale(req))('audit.appendOnly'), 403, undefined, true)
}
