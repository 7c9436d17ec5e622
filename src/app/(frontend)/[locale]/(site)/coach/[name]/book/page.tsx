import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingPage } from '@/components/booking/BookingPage'
import { getBookingPage } from '@/data/bookingPage'
import { getCoach } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentId } from '@/lib/validation/documentId'

type Props = {
  params: Promise<{ locale: string; name: string }>
  searchParams: Promise<{ time?: string | string[]; reschedule?: string | string[] }>
}

// The free times change with the clock and with every booking, and the form is the signed-in
// member's: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params
  const locale = await localeParam(params)
  const coach = await getCoach(name, locale)
  if (!coach) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') }
  }
  const t = await getTranslations({ locale, namespace: 'bookingPage' })
  return pageMetadata({
    locale,
    paths: `/coach/${coach.slug}/book`,
    title: t('metaTitle', { name: coach.name }),
    description: t('metaDescription', { name: coach.name }),
  })
}

/** A slot chosen before signing in, as the page's slots write it; anything else is no choice. */
const choiceOf = (time: string | string[] | undefined) => {
  const at = typeof time === 'string' ? Date.parse(time) : NaN
  return Number.isNaN(at) ? null : new Date(at).toISOString()
}

/** The booking to move (`?reschedule=`, from the member's bookings), as an id; anything else is none. */
const bookingIdOf = (id: string | string[] | undefined) => {
  const parsed = documentId.safeParse(typeof id === 'string' ? Number(id) : NaN)
  return parsed.success ? parsed.data : null
}

/** Booking a free consultation with coach {name}: a time from their free slots, then the booking. */
export default async function CoachBookingPage({ params, searchParams }: Props) {
  const { name } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const { time, reschedule } = await searchParams
  const page = await getBookingPage(name, locale, bookingIdOf(reschedule))
  if (!page) notFound()
  return <BookingPage {...page} locale={locale} choice={choiceOf(time)} />
}
