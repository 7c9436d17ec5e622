import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactPage } from '@/components/leads/ContactPage'
import { localeParam } from '@/i18n/localeParam'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const t = await getTranslations({ locale, namespace: 'contact' })
  return pageMetadata({ locale, paths: '/contact-us', title: t('title'), description: t('lead') })
}

/** The contact page; /contact-me shows the same page. */
export default async function ContactUsPage({ params }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  return <ContactPage locale={locale} />
}
