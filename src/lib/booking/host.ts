import type { Where } from 'payload'

import { relationId } from '@/lib/db/relationId'

/**
 * Whom a booking is with: a coach, or one of an organisation's service managers. Both keep hours
 * (availabilities) and are booked the same way; each availability and booking names exactly one.
 */
export type Host = { type: 'coach'; id: number } | { type: 'service-manager'; id: number }

type Related = number | { id: number } | null | undefined

/** The host a document (availability or booking) names, or null when it names none. */
export function hostOf(doc: { coach?: Related; serviceManager?: Related }): Host | null {
  const coach = relationId(doc.coach)
  if (typeof coach === 'number') return { type: 'coach', id: coach }
  const manager = relationId(doc.serviceManager)
  if (typeof manager === 'number') return { type: 'service-manager', id: manager }
  return null
}

/** How many hosts a document names (a document names exactly one). */
export const hostsNamed = (doc: { coach?: Related; serviceManager?: Related }): number =>
  (relationId(doc.coach) != null ? 1 : 0) + (relationId(doc.serviceManager) != null ? 1 : 0)

/** The documents of this host, as a Payload filter. */
export const hostWhere = (host: Host): Where =>
  host.type === 'coach' ? { coach: { equals: host.id } } : { serviceManager: { equals: host.id } }

/** The fields naming the host, for a document being created. */
export const hostFields = (host: Host) =>
  host.type === 'coach' ? { coach: host.id } : { serviceManager: host.id }

/** A host as one string, to key maps and sets by (`coach:7`, `service-manager:3`). */
export const hostKey = (host: Host): string => `${host.type}:${host.id}`
