import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ManagerSessionsPage } from '@/components/organisation/ManagerSessionsPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('consultations.title')

/** "Consultations": an organisation's account runs its service managers' hours and sessions. */
export default async function ConsultationsPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/cm/sessions')
  return <ManagerSessionsPage user={user} locale={locale} />
}
