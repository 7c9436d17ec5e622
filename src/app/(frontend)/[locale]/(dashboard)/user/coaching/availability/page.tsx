import { AvailabilityPage } from '@/components/coaching/AvailabilityPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('availability.title')

/** "My hours": a coach's account sets when students can book the coach. */
export default async function CoachAvailabilityPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/coaching/availability')
  return <AvailabilityPage user={user} locale={locale} />
}
