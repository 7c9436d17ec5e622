import { getMyServiceManagers } from '@/data/myOrganisation'
import type { AppLocale } from '@/i18n/locales'
import { takesBookings } from '@/lib/booking/hostAvailability'
import { relationId } from '@/lib/db/relationId'
import { displayTimeZone } from '@/lib/booking/zonedTime'
import type { Availability, User } from '@/payload-types'

import { type HostSession, hostSessions } from './coachSessions'
import { getPayloadClient } from './payload'

/** One of the organisation's service managers as its sessions page shows them. */
export type RunManager = {
  id: number
  name: string
  /** Their organisation (its page has their booking page). */
  organisation: number
  /** The zone their hours and sessions are shown in. */
  timeZone: string
  /** Their hours, read as the account; null until some were set. */
  availability: Availability | null
  /** Students can book them online (some hours set). */
  takesBookings: boolean
}

export type ManagerSessions = {
  managers: RunManager[]
  toMark: HostSession[]
  upcoming: HostSession[]
  past: HostSession[]
}

/**
 * The organisation's service managers with their hours, and their sessions, read as the
 * organisation's account (the bookings' access rule lets it read its managers' bookings only).
 * Per request, never cached.
 */
export async function managerSessions(user: User, locale: AppLocale): Promise<ManagerSessions> {
  const managers = await myManagers(user, locale)
  const sessions = await hostSessions(
    user,
    managers.map((manager) => ({ type: 'service-manager', id: manager.id })),
  )
  return { managers, ...sessions }
}

/** The organisation's service managers, each with their hours (read as the account, in one read). */
export async function myManagers(user: User, locale: AppLocale): Promise<RunManager[]> {
  const found = await getMyServiceManagers(user, locale)
  if (!found.length) return []
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: 'availabilities',
    where: { serviceManager: { in: found.map((manager) => manager.id) } },
    depth: 0,
    limit: found.length,
    user,
    overrideAccess: false,
  })
  const hoursOf = new Map(docs.map((doc) => [relationId(doc.serviceManager), doc]))
  return found.map((manager) => {
    const availability = hoursOf.get(manager.id) ?? null
    return {
      id: manager.id,
      name: manager.name,
      organisation: relationId(manager.organisation),
      timeZone: displayTimeZone(availability?.timeZone, locale),
      availability,
      takesBookings: takesBookings(availability),
    }
  })
}
