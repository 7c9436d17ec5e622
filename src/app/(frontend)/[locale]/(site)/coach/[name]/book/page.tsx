import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { bookingMetadata } from '@/app/(frontend)/[locale]/_routes/bookingMetadata'
import { BookingPage } from '@/components/booking/BookingPage'
import { getBookingPage } from '@/data/bookingPage'
import { localeParam } from '@/i18n/localeParam'
import { slotChoice } from '@/lib/booking/slotChoice'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = {
  params: Promise<{ locale: string; name: string }>
  searchParams: Promise<{
    time?: string | string[]
    reschedule?: string | string[]
    order?: string | string[]
  }>
}

// The free times change with the clock and with every booking, and the form is the signed-in
// member's: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/** The page's reads from its address: the same for the metadata and the page (made once). */
async function pageOf({ params, searchParams }: Props) {
  const { name } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const { reschedule, order } = await searchParams
  const page = await getBookingPage(
    name,
    locale,
    documentIdParam(reschedule),
    documentIdParam(order),
  )
  return { locale, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageOf(props)
  return bookingMetadata(locale, page)
}

/**
 * Booking a free consultation with coach {name}: a time from their free slots, then the booking.
 * `?reschedule=` (from the member's bookings) moves a booking instead; `?order=` (from the
 * member's order) books the next session of their package with this coach.
 */
export default async function CoachBookingPage(props: Props) {
  const { locale, page } = await pageOf(props)
  if (!page) notFound()
  const { time, order } = await props.searchParams
  return (
    <BookingPage
      {...page}
      locale={locale}
      choice={slotChoice(time)}
      askedOrder={documentIdParam(order)}
    />
  )
}
