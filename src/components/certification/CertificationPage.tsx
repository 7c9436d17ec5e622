import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { getMyCertification } from '@/data/certifications'
import { type CertificationType, isIncomplete } from '@/lib/certification/details'
import { getPayloadClient } from '@/data/payload'
import type { Certification, User } from '@/payload-types'

import { CertificationPanel } from './CertificationPanel'

/**
 * /user/certify/student and /user/certify/org: view mode when the member has an application of that
 * type, else add mode (an active certification of the other type does not count).
 */
export async function CertificationPage({ type, user }: { type: CertificationType; user: User }) {
  const t = await getTranslations('certify')
  let initial: Certification | null | undefined
  try {
    initial = await getMyCertification(user, type)
  } catch (error) {
    // The page still renders; the panel says it could not load the application and tries again.
    ;(await getPayloadClient()).logger.error({ err: error }, 'A certification could not be loaded')
  }
  return (
    <DashboardPage
      title={t(type === 'student' ? 'studentTitle' : 'orgTitle')}
      lead={t(type === 'student' ? 'studentLead' : 'orgLead')}
    >
      <CertificationPanel
        type={type}
        owner={user.id}
        initial={initial}
        initialIncomplete={Boolean(initial && isIncomplete(initial))}
      />
    </DashboardPage>
  )
}
