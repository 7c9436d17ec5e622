import type { SqlExecutor } from '@/lib/db/rows'
import type { Availability } from '@/payload-types'

import { busyTimes } from './busy'
import { rulesOf } from './rulesOf'
import { offeredSlots, type Slot } from './slots'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The coach's free slots of `minutes` starting in [from, to), as offered now. The bookings of the
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
  const coach = typeof availability.coach === 'object' ? availability.coach.id : availability.coach
  const busy = await busyTimes(
    db,
    coach,
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
