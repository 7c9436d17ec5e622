import { MyBookingsPage } from '@/components/dashboard/MyBookingsPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.bookings.title')

/** "My sessions": the member's bookings with coaches, upcoming and past; cancelling while it may. */
export default async function BookingsPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/bookings')
  return <MyBookingsPage user={user} locale={locale} />
}
