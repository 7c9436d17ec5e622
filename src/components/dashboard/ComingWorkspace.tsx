import { Construction } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from './DashboardPage'

type Area = 'services' | 'cm' | 'studyAbroad'
type Need = 'organisation' | 'institution' | 'employer'

/** A dashboard area whose work arrives with a later release: what it will do and what the member needs for it. */
export async function ComingWorkspace({ area, needs = [] }: { area: Area; needs?: Need[] }) {
  const t = await getTranslations('dashboard.coming')
  return (
    <DashboardPage title={t(`${area}.title`)} lead={t(`${area}.lead`)}>
      <p className="flex items-start gap-3 rounded-xl bg-bg-muted p-4 text-sm">
        <Construction aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        {t('soon')}
      </p>
      {needs.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          {needs.map((need) => (
            <li key={need}>{t('needs', { need: t(`forRole.${need}`) })}</li>
          ))}
        </ul>
      )}
    </DashboardPage>
  )
}
