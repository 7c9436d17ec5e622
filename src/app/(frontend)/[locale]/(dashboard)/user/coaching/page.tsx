import { CoachSessionsPage } from '@/components/coaching/CoachSessionsPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('coaching.title')

/** "Coaching sessions": a coach's account marks its sessions held or missed, and cancels upcoming ones. */
export default async function CoachingPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/coaching')
  return <CoachSessionsPage user={user} locale={locale} />
}
