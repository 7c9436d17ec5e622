import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { bookingMetadata } from '@/app/(frontend)/[locale]/_routes/bookingMetadata'
import { BookingPage } from '@/components/booking/BookingPage'
import { getManagerBookingPage } from '@/data/bookingPage'
import { localeParam } from '@/i18n/localeParam'
import { slotChoice } from '@/lib/booking/slotChoice'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = {
  params: Promise<{ locale: string; id: string; manager: string }>
  searchParams: Promise<{ time?: string | string[]; reschedule?: string | string[] }>
}

// The free times change with the clock and with every booking: rendered for each request.
export const dynamic = 'force-dynamic'

/** The page's reads from its address: the same for the metadata and the page (made once). */
async function pageOf({ params, searchParams }: Props) {
  const { id, manager } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const { reschedule } = await searchParams
  const organisationId = documentIdParam(id)
  const managerId = documentIdParam(manager)
  const page =
    organisationId && managerId
      ? await getManagerBookingPage(organisationId, managerId, locale, documentIdParam(reschedule))
      : null
  return { locale, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageOf(props)
  return bookingMetadata(locale, page)
}

/**
 * Booking a free consultation with service manager {manager} of organisation {id}: a time from
 * their free slots, then the booking; `?reschedule=` (from the member's bookings) moves one.
 */
export default async function ManagerBookingPage(props: Props) {
  const { locale, page } = await pageOf(props)
  if (!page) notFound()
  const { time } = await props.searchParams
  return <BookingPage {...page} locale={locale} choice={slotChoice(time)} askedOrder={null} />
}
