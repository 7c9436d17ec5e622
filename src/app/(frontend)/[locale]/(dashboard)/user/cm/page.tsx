import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { OrganisationWorkspace } from '@/components/organisation/OrganisationWorkspace'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.organisationTitle')

/** The organisation profile and its service managers (school, employer and institution members). */
export default async function OrganisationPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/cm')
  return <OrganisationWorkspace user={user} locale={locale} />
}
