import { sql } from '@payloadcms/db-postgres'

import type { Host } from './host'

/** The host's column in the bookings and availabilities tables, for SQL. */
export const hostColumn = (host: Host) =>
  sql.raw(host.type === 'coach' ? 'coach_id' : 'service_manager_id')

/** One advisory-lock namespace per kind of host (their ids are of different tables). */
export const hostLockSpace = (host: Host) =>
  host.type === 'coach' ? 'bookings' : 'bookings-service-manager'
