import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { Link } from '@/i18n/navigation'

/** A coach's page opened by an account that runs no coach profile: whom to ask to link one. */
export async function NoCoachProfile({ title }: { title: string }) {
  const t = await getTranslations('coaching')
  return (
    <DashboardPage title={title}>
      <p className="rounded-xl bg-bg-muted p-6" data-testid="coaching-no-profile">
        {t.rich('noProfile', {
          link: (text) => (
            <Link href="/contact-us" className="font-semibold text-brand underline">
              {text}
            </Link>
          ),
        })}
      </p>
    </DashboardPage>
  )
}
