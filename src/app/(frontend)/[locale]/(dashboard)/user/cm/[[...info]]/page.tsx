import { ComingWorkspace } from '@/components/dashboard/ComingWorkspace'
import { memberFor, memberMetadata } from '@/components/dashboard/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('coming.cm.title')

/** /user/cm and /user/cm/info/{id}. */
export default async function OrganisationPage(props: Props) {
  await memberFor(props, '/user/cm')
  return <ComingWorkspace area="cm" needs={['organisation']} />
}
