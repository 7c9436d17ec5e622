import { ComingWorkspace } from '@/components/dashboard/ComingWorkspace'
import { memberFor, memberMetadata } from '@/components/dashboard/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('coming.services.title')

/** The dashboard menu's "study-tour services" and "post a job" both lead here. */
export default async function ServicesPage(props: Props) {
  await memberFor(props, '/user/services')
  return <ComingWorkspace area="services" needs={['institution', 'employer']} />
}
