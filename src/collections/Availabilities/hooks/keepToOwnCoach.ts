import type { CollectionBeforeValidateHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Availability } from '@/payload-types'

/**
 * A coach's account sets the hours of the coach profiles it runs, and only theirs: the coach a
 * record is for stays one of them on create and update (the access rule filters the record
 * changed, not the value sent). Content staff set anyone's; the system (seed, scripts) too.
 */
export const keepToOwnCoach: CollectionBeforeValidateHook<Availability> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!req.user || hasRole(req.user, 'admin', 'editor')) return data
  const coach = data?.coach ?? originalDoc?.coach
  // No coach named: the field's own required check answers.
  if (coach == null) return data
  if (!(await coachProfilesOf(req)).includes(relationId(coach)))
    throw changeRefusal(translatorFor(requestLocale(req))('coaching.notYourCoach'), 403)
  return data
}
