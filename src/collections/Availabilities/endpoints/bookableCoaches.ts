import type { PayloadHandler } from 'payload'

import { bookableCoachSlugs } from '@/lib/booking/bookableCoaches'
import { drizzleFor } from '@/lib/db/transaction'

/**
 * `GET /api/availabilities/bookable-coaches`: the slugs of the coaches that take free consultations
 * online, for the consultation form to offer picking a time. Public (the coaches' pages say as
 * much); cached a minute by shared caches, as hours change seldom.
 */
export const bookableCoachesEndpoint: PayloadHandler = async (req) =>
  Response.json(
    { coaches: await bookableCoachSlugs(await drizzleFor(req)) },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' } },
  )
