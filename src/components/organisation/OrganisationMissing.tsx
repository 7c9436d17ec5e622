import { Building2 } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'

import type { NoOrganisation } from './myOrganisation'

/** The organisation pages for a member with no organisation: who they are for, or how to get one. */
export async function OrganisationMissing({ title, why }: { title: string; why: NoOrganisation }) {
  const [t, o] = await Promise.all([
    getTranslations('organisation'),
    getTranslations('organisations'),
  ])
  return (
    <DashboardPage title={title}>
      <p
        className="flex items-start gap-3 rounded-xl bg-bg-muted p-4 text-sm"
        data-testid="no-organisation"
      >
        <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        {why === 'notOrganisation' ? t('forOrganisations') : o('refusals.noOrganisation')}
      </p>
      {why === 'notCertified' && (
        <Link href="/user/certify" className={buttonClass('primary', 'mt-6')}>
          {t('noOrganisationLink')}
        </Link>
      )}
    </DashboardPage>
  )
}
