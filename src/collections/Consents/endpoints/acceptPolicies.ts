import type { PayloadHandler } from 'payload'

import { isStaff } from '@/lib/auth/roles'
import { acceptCurrentPolicies } from '@/lib/consent/acceptance'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/**
 * `POST /api/consents/accept-policies`: the REST door of "I accept" for a signed-in member (apps,
 * scripts); the same record as the page's. Answers the versions now accepted.
 */
export const acceptPoliciesEndpoint: PayloadHandler = async (req) => {
  const locale = requestLocale(req)
  if (!req.user || isStaff(req.user))
    return Response.json(
      { errors: [{ message: translatorFor(locale)('request.notAllowed') }] },
      { status: 403 },
    )
  const versions = await acceptCurrentPolicies(req, req.user.id, locale)
  return Response.json({ versions })
}
