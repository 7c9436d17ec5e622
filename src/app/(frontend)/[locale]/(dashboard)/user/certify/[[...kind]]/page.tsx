import { ComingWorkspace } from '@/components/dashboard/ComingWorkspace'
import { memberFor, memberMetadata } from '@/components/dashboard/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('coming.certify.title')

/** /user/certify, /org, /student, /student2: the applications arrive with the certification work. */
export default async function CertifyPage(props: Props) {
  await memberFor(props, '/user/certify')
  return <ComingWorkspace area="certify" />
}
