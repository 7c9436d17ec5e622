import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DashboardOverview } from '@/components/dashboard/DashboardOverview'
import { localeParam } from '@/i18n/localeParam'
import { requireUser } from '@/data/requireUser'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'dashboard' })
  return { title: t('title'), robots: { index: false } }
}

export default async function UserHomePage({ params }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const user = await requireUser(locale, '/user/home')
  return <DashboardOverview user={user} locale={locale} />
}
