import { CertificationPage } from '@/components/certification/CertificationPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.certificationTitle')

export default async function OrganisationCertificationPage(props: Props) {
  const { user } = await memberFor(props, '/user/certify/org')
  return <CertificationPage type="organisation" user={user} />
}
