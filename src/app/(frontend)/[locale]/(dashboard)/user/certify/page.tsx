import { getTranslations } from 'next-intl/server'

import { CertificationView } from '@/components/certification/CertificationView'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { portalRoleOf } from '@/components/dashboard/roles'
import { buttonClass } from '@/components/ui/buttonStyles'
import { getMyCertification } from '@/data/certifications'
import { Link } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.certificationTitle')

/** /user/certify: the member's application and its status, or the way to start the one of their role. */
export default async function CertifyPage(props: Props) {
  const { user } = await memberFor(props, '/user/certify')
  const [t, certification] = await Promise.all([
    getTranslations('certify'),
    getMyCertification(user),
  ])
  const student =
    (certification?.type ?? (portalRoleOf(user) === 'student' ? 'student' : 'organisation')) ===
    'student'
  const href = student ? '/user/certify/student' : '/user/certify/org'
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      {certification ? (
        <>
          <CertificationView certification={certification} />
          <Link href={href} className={buttonClass('primary', 'mt-6')}>
            {t('edit')}
          </Link>
        </>
      ) : (
        <div className="rounded-xl border border-line p-5">
          <h2 className="font-bold">{t(student ? 'studentTitle' : 'orgTitle')}</h2>
          <p className="mt-2 text-fg-muted">{t(student ? 'studentLead' : 'orgLead')}</p>
          <Link href={href} className={buttonClass('primary', 'mt-4')}>
            {t('start')}
          </Link>
        </div>
      )}
    </DashboardPage>
  )
}
