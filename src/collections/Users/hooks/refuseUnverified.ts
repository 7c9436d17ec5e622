import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/** An account whose e-mail code was never entered signs in nowhere; the message leads back to the code. */
export const refuseUnverified: CollectionBeforeLoginHook = ({ req, user }) => {
  if (user.emailVerified === false) {
    throw new APIError(
      translatorFor(requestLocale(req))('auth.unverified'),
      403,
      { unverified: true },
      true,
    )
  }
  return user
}
