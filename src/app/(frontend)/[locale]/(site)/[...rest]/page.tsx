import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import type { AppLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

/** Any path no page claims: the localized 404 with HTTP status 404. */
export default function UnknownPath() {
  notFound()
}
