import type { BookingKind } from '@/lib/enums'
import type { Availability } from '@/payload-types'

/** How long a booking of this kind lasts with this coach. */
export const sessionMinutes = (
  availability: Pick<Availability, 'consultationMinutes' | 'sessionMinutes'>,
  kind: BookingKind,
): number =>
  kind === 'package-session' ? availability.sessionMinutes : availability.consultationMinutes
