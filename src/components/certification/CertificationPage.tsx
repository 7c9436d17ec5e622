import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { getMyCertification } from '@/data/certifications'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { CertificationPanel } from './CertificationPanel'
import { CertificationView } from './CertificationView'

const photoField = { student: 'studentIdPhoto', organisation: 'licencePhoto' } as const

/**
 * /user/certify/student and /user/certify/org: view mode when the member has an application of that
 * type, else add mode (an active certification of the other type does not count).
 */
export async function CertificationPage({ type, user, locale }: { type: 'student' | 'organisation'; user: User; locale: AppLocale }) {
  const t = await getTranslations('certify')
  const certification = await getMyCertification(user, type)
  const group = ((certification?.[type] ?? {}) as Record<string, unknown>) ?? {}
  const { [photoField[type]]: photo, ...values } = group
  const defaults = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']))
  return (
    <DashboardPage title={t(type === 'student' ? 'studentTitle' : 'orgTitle')} lead={t(type === 'student' ? 'studentLead' : 'orgLead')}>
      <CertificationPanel
        // A saved application comes back in view mode.
        key={certification?.updatedAt ?? 'new'}
        view={certification ? <CertificationView certification={certification} locale={locale} /> : null}
        form={{
          type,
          defaults,
          hasPhoto: Boolean(photo),
          canSaveDraft: !certification || certification.status === 'pending-submission',
          updating: Boolean(certification && certification.status !== 'pending-submission'),
        }}
      />
    </DashboardPage>
  )
}
