import type { CollectionBeforeValidateHook } from 'payload'

import { availabilityRulesSchema } from '@/lib/booking/availabilityRules'
import { documentPath, ruleErrorKey } from '@/lib/booking/availabilityForm'
import { type AvailabilityInput, rulesOf } from '@/lib/booking/rulesOf'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Availability } from '@/payload-types'

/**
 * The hours and dates are checked as the slot engine will read them, on every door: a zone the
 * runtime knows, times as HH:mm with the end after the start, dates that exist, each date once.
 * Worded as the coach's dashboard form words them.
 */
export const checkRules: CollectionBeforeValidateHook<Availability> = ({
  data,
  originalDoc,
  req,
}) => {
  const merged = { ...originalDoc, ...data } as AvailabilityInput
  const parsed = availabilityRulesSchema.safeParse(rulesOf(merged))
  if (parsed.success) return data
  const t = translatorFor(requestLocale(req))
  throw fieldRefusal(
    'availabilities',
    parsed.error.issues.map((issue) => ({
      path: documentPath(issue.path),
      message: t(`availability.errors.${ruleErrorKey(issue.message)}`),
    })),
  )
}
