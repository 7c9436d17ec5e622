import type { CollectionBeforeValidateHook } from 'payload'

import { availabilityRulesSchema } from '@/lib/booking/availabilityRules'
import { type AvailabilityInput, rulesOf } from '@/lib/booking/rulesOf'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Availability } from '@/payload-types'

type Translate = ReturnType<typeof translatorFor>

/** The engine's refusal codes as the editor reads them. */
const messages: Record<string, (t: Translate) => string> = {
  'invalid-time-zone': (t) => t('booking.rules.timeZone'),
  'invalid-time': (t) => t('booking.rules.time'),
  'end-before-start': (t) => t('booking.rules.endBeforeStart'),
  'invalid-date': (t) => t('booking.rules.date'),
  'duplicate-date': (t) => t('booking.rules.duplicateDate'),
}

/** The rules' names for the fields the editor fills in (notice in hours, not minutes). */
const fieldOf = (path: PropertyKey[]) =>
  path
    .map((part) => (part === 'minimumNoticeMinutes' ? 'minimumNoticeHours' : String(part)))
    .join('.')

/**
 * The hours and dates are checked as the slot engine will read them, on every door: a zone the
 * runtime knows, times as HH:mm with the end after the start, dates that exist, each date once.
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
      path: fieldOf(issue.path),
      message: (messages[issue.message] ?? ((tr: Translate) => tr('booking.rules.outOfRange')))(t),
    })),
  )
}
