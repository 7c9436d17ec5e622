import { CertificationPage } from '@/components/certification/CertificationPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.certificationTitle')

export default async function StudentCertificationPage(props: Props) {
  const { user } = await memberFor(props, '/user/certify/student')
  return <CertificationPage type="student" user={user} />
}
