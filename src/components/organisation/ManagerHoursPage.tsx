import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { HoursEditor } from '@/components/coaching/AvailabilityPage'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { myManagers } from '@/data/managerSessions'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

/**
 * /user/cm/sessions/{manager}/availability: the organisation's account sets one of its service
 * managers' hours (another organisation's manager is not found), with the way to their booking page.
 */
export async function ManagerHoursPage({
  user,
  locale,
  manager: id,
}: {
  user: User
  locale: AppLocale
  manager: number
}) {
  const [t, managers] = await Promise.all([
    getTranslations('consultations'),
    myManagers(user, locale),
  ])
  const manager = managers.find((one) => one.id === id)
  if (!manager) notFound()
  return (
    <DashboardPage title={t('hoursOf', { name: manager.name })} lead={t('hoursLead')}>
      <BackLink href="/user/cm/sessions">{t('back')}</BackLink>
      <div className="mt-6">
        <HoursEditor
          host={{ type: 'service-manager', id: manager.id }}
          availability={manager.availability}
          bookingPath={`/organisation/${manager.organisation}/book/${manager.id}`}
          locale={locale}
        />
      </div>
    </DashboardPage>
  )
}
