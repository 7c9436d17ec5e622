import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { getMyServiceManager } from '@/data/myOrganisation'
import type { User } from '@/payload-types'

import { ManagerForm } from './ManagerForm'
import { myOrganisationOrWhyNot } from './myOrganisation'
import { OrganisationMissing } from './OrganisationMissing'
import { imageUrlOf, managerDefaults } from './profileDefaults'

/** /user/cm/info (a new service manager) and /user/cm/info/{id} (one of the member's). */
export async function ServiceManagerWorkspace({ user, id }: { user: User; id?: number }) {
  const [t, organisation] = await Promise.all([
    getTranslations('organisation.managers'),
    myOrganisationOrWhyNot(user),
  ])
  const title = t(id === undefined ? 'addTitle' : 'editTitle')
  if (typeof organisation === 'string')
    return <OrganisationMissing title={title} why={organisation} />
  const [en, zh] =
    id === undefined
      ? [null, null]
      : await Promise.all([
          getMyServiceManager(user, id, 'en'),
          getMyServiceManager(user, id, 'zh'),
        ])
  if (id !== undefined && (!en || !zh)) notFound()
  return (
    <DashboardPage title={title} lead={t('formLead')}>
      <div className="mb-6">
        <BackLink href="/user/cm">{t('back')}</BackLink>
      </div>
      <ManagerForm
        id={id}
        defaults={managerDefaults(en && zh ? { en, zh } : null)}
        photoUrl={imageUrlOf(en?.avatar)}
        rating={en?.rating ?? null}
      />
    </DashboardPage>
  )
}
