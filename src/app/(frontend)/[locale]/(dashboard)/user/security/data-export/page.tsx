import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { DataExportPanel } from '@/components/dashboard/DataExportPanel'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { dataExportsUnlocked, myDataExports } from '@/data/dataExports'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.dataExport.title')

/** /user/security/data-export: the member's archives of their own data, and the button that asks for one. */
export default async function DataExportPage(props: Props) {
  const { user } = await memberFor(props, '/user/security/data-export')
  const [t, archives, unlocked] = await Promise.all([
    getTranslations('dashboard.dataExport'),
    myDataExports(user),
    dataExportsUnlocked(user),
  ])
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      {/* The download links reach the browser only once the password has been confirmed again. */}
      <DataExportPanel
        archives={unlocked ? archives : archives.map((row) => ({ ...row, downloadUrl: null }))}
        unlocked={unlocked}
      />
    </DashboardPage>
  )
}
