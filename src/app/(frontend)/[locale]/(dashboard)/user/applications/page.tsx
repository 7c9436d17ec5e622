import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { MyApplicationsPage } from '@/components/applications/MyApplicationsPage'
import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { localeParam } from '@/i18n/localeParam'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const t = await getTranslations({ locale, namespace: 'applications.mine' })
  return { title: t('title'), robots: { index: false } }
}

/** "My applications": a student's applications, where each stands, and the way to withdraw. */
export default async function ApplicationsPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/applications')
  return <MyApplicationsPage user={user} locale={locale} />
}
