import { notFound } from 'next/navigation'

import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { BookingReviewPage } from '@/components/reviews/BookingReviewPage'
import { myBookingToReview } from '@/data/myBookings'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = { params: Promise<{ locale: string; id: string }> }
export const generateMetadata = memberMetadata('reviews.form.title')

/** The member's review of one of their sessions: write, edit or delete it (another's session is not found). */
export default async function BookingReviewRoute(props: Props) {
  const id = documentIdParam((await props.params).id)
  if (!id) notFound()
  const { user, locale } = await memberFor(props, `/user/bookings/${id}/review`)
  const found = await myBookingToReview(user, id, locale)
  if (!found) notFound()
  return <BookingReviewPage found={found} user={user} locale={locale} />
}
