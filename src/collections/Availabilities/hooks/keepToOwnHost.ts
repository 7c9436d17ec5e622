import type { CollectionBeforeValidateHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { hostOf, hostsNamed } from '@/lib/booking/host'
import { managerProfilesOf } from '@/lib/booking/managerProfiles'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal, fieldRefusal } from '@/lib/validation/refusal'
import type { Availability } from '@/payload-types'

/**
 * An availability is one host's: a coach's or a service manager's, never both, never none. A
 * coach's account sets the hours of the coach profiles it runs, an organisation's account those of
 * its service managers, and only theirs: the host a record is for stays one of them on create and
 * update (the access rule filters the record changed, not the value sent). Content staff set
 * anyone's; the system (seed, scripts) too.
 */
export const keepToOwnHost: CollectionBeforeValidateHook<Availability> = async ({
  data,
  originalDoc,
  req,
}) => {
  const merged = { ...originalDoc, ...data }
  const t = translatorFor(requestLocale(req))
  if (hostsNamed(merged) !== 1)
    throw fieldRefusal('availabilities', [{ path: 'coach', message: t('availability.oneHost') }])
  if (!req.user || hasRole(req.user, 'admin', 'editor')) return data
  const host = hostOf(merged)
  const mine =
    host?.type === 'coach'
      ? (await coachProfilesOf(req)).includes(host.id)
      : host?.type === 'service-manager' && (await managerProfilesOf(req)).includes(host.id)
  if (!mine) throw changeRefusal(t('availability.notYours'), 403)
  return data
}
