import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactPage } from '@/components/leads/ContactPage'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale
  const t = await getTranslations({ locale, namespace: 'contact' })
  return pageMetadata({ locale, paths: '/contact-us', title: t('title'), description: t('lead') })
}

/** The contact page; /contact-me shows the same page. */
export default async function ContactUsPage({ params }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  return <ContactPage locale={locale} />
}
