import type { SqlExecutor } from '@/lib/db/rows'
import type { Availability } from '@/payload-types'

import { busyTimes } from './busy'
import { hostOf } from './host'
import { rulesOf } from './rulesOf'
import { isOfferedSlot } from './slots'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Why a start cannot be booked, or null when it can: `not-offered` for a time the host's rules
 * never give (outside the hours, too soon, too far ahead, not on a slot's boundary), `taken` for
 * one another booking now holds. The same engine as the slots shown (src/lib/booking/slots.ts).
 */
export async function whyNotBookable(
  db: SqlExecutor,
  availability: Availability,
  { start, minutes, now, except }: { start: Date; minutes: number; now: Date; except?: number },
): Promise<'not-offered' | 'taken' | null> {
  const rules = rulesOf(availability)
  const slot = { rules, durationMinutes: minutes, now, start }
  if (!isOfferedSlot({ ...slot, busy: [] })) return 'not-offered'
  const host = hostOf(availability)
  if (!host) return 'not-offered'
  const around = (ms: number) => new Date(start.getTime() + ms)
  const busy = await busyTimes(db, host, around(-DAY_MS * 2), around(DAY_MS * 2), except)
  return isOfferedSlot({ ...slot, busy }) ? null : 'taken'
}
