import { getTranslations } from 'next-intl/server'

import type { User } from '@/payload-types'

import { displayName } from './displayName'

export async function DashboardOverview({ user }: { user: User }) {
  const t = await getTranslations('dashboard')
  return (
    <section className="rounded-2xl border border-line bg-bg-elevated p-6">
      <h1 className="text-2xl font-bold">{t('welcome', { name: displayName(user) })}</h1>
      <p className="mt-3 text-fg-muted">{t('comingSoon')}</p>
    </section>
  )
}
