import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { publicName } from '@/lib/accounts/displayName'
import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { reviewWindow } from '@/lib/reviews/reviewWindow'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Review } from '@/payload-types'

const han = /\p{Script=Han}/u

/**
 * A new review is of the author's own session, marked held, ended at most thirty days ago, and the
 * first of that session (twenty at once queue behind a lock on the booking: one is kept). It waits
 * for an editor; its coach, public signature and language come from the session and the account.
 * The system (the demo seed) writes reviews as they are.
 */
export const checkReviewable: CollectionBeforeChangeHook<Review> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return data
  const t = translatorFor(requestLocale(req))
  const bookingId = data.booking ? relationId(data.booking as number | { id: number }) : null
  if (typeof bookingId !== 'number') throw changeRefusal(t('reviews.errors.notYours'), 403)
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reviews'), ${bookingId})`)
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!booking || relationId(booking.owner) !== req.user.id)
    throw changeRefusal(t('reviews.errors.notYours'), 403)
  // A service manager's consultation is the organisation's service, not a coach's to be rated.
  if (booking.coach == null) throw changeRefusal(t('reviews.errors.coachesOnly'), 409)
  if (booking.status !== 'held') throw changeRefusal(t('reviews.errors.notHeld'), 409)
  if (!reviewWindow(booking, new Date()).open) throw changeRefusal(t('reviews.errors.tooLate'), 409)
  const { totalDocs } = await req.payload.count({
    collection: 'reviews',
    where: { booking: { equals: bookingId } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw changeRefusal(t('reviews.errors.already'), 409)
  return {
    ...data,
    coach: relationId(booking.coach),
    authorName: publicName(req.user),
    status: 'pending',
    language: han.test(data.text ?? '') ? 'zh' : 'en',
  }
}
