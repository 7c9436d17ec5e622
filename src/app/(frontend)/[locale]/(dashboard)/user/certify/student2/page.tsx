import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { redirect } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string }> }

/** The legacy two-step variant of the student certification page: one form does both steps, so it leads there. */
export default async function StudentCertificationLegacyPage(props: Props) {
  const { locale } = await memberFor(props, '/user/certify/student2')
  redirect({ href: '/user/certify/student', locale })
}
