import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { getMyServiceManagers } from '@/data/myOrganisation'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { myOrganisationOrWhyNot } from './myOrganisation'
import { OrganisationMissing } from './OrganisationMissing'
import { ProfileEditor } from './ProfileEditor'
import { profileDefaults } from './profileDefaults'
import { ServiceManagerList } from './ServiceManagerList'

/** /user/cm: the member's organisation profile and its service managers. */
export async function OrganisationWorkspace({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, d, organisation] = await Promise.all([
    getTranslations('organisation'),
    getTranslations('dashboard'),
    myOrganisationOrWhyNot(user),
  ])
  const title = d('organisationTitle')
  if (typeof organisation === 'string')
    return <OrganisationMissing title={title} why={organisation} />
  const managers = await getMyServiceManagers(user, locale)
  return (
    <DashboardPage title={title} lead={t('lead')}>
      {!organisation.en.certified && (
        <p role="note" className="mb-6 rounded-xl bg-bg-muted p-4 text-sm">
          {t('notCertified')}
        </p>
      )}
      <ProfileEditor defaults={profileDefaults(organisation)} />
      <ServiceManagerList managers={managers} locale={locale} />
    </DashboardPage>
  )
}
