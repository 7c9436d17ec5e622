import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { BookingPageData } from '@/data/bookingPage'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

/** A booking page's title and description (a coach's or a service manager's); not found without one. */
export async function bookingMetadata(
  locale: AppLocale,
  page: BookingPageData | null,
): Promise<Metadata> {
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') }
  }
  const t = await getTranslations({ locale, namespace: 'bookingPage' })
  const { host } = page
  return pageMetadata({
    locale,
    paths: host.bookPath,
    title: page.order
      ? t('session.metaTitle', { name: host.name })
      : t('metaTitle', { name: host.name }),
    description: t('metaDescription', { name: host.name }),
  })
}
