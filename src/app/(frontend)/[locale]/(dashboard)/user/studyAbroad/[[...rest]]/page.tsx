import { ComingWorkspace } from '@/components/dashboard/ComingWorkspace'
import { memberFor, memberMetadata } from '@/components/dashboard/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('coming.studyAbroad.title')

/** /user/studyAbroad, /index1 and /info/{id}. */
export default async function StudyAbroadProgrammesPage(props: Props) {
  await memberFor(props, '/user/studyAbroad')
  return <ComingWorkspace area="studyAbroad" needs={['institution']} />
}
