import type { SqlExecutor } from '@/lib/db/rows'
import type { Availability } from '@/payload-types'

import { busyTimes } from './busy'
import { hostOf } from './host'
import { rulesOf } from './rulesOf'
import { offeredSlots, type Slot } from './slots'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The host's free slots of `minutes` starting in [from, to), as offered now. The bookings of the
 * days around the range are read too: the most a day holds counts the whole day's.
 */
export async function freeSlots(
  db: SqlExecutor,
  availability: Availability,
  {
    from,
    to,
    now,
    minutes,
    except,
  }: { from: Date; to: Date; now: Date; minutes: number; except?: number },
): Promise<Slot[]> {
  const host = hostOf(availability)
  if (!host) return []
  const busy = await busyTimes(
    db,
    host,
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + DAY_MS),
    except,
  )
  return offeredSlots({
    rules: rulesOf(availability),
    durationMinutes: minutes,
    from,
    to,
    now,
    busy,
  })
}
