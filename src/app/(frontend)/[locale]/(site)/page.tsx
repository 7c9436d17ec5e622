import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HOME_PATH } from '@/collections/Pages/pagePath'
import { CmsPage, cmsPageMetadata } from '@/components/page/CmsPage'
import type { AppLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(HOME_PATH, (await params).locale as AppLocale)
}

/** Home: the page editors build from blocks (hero, advisor carousel, figures, offers, latest articles, final call to action). */
export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  return <CmsPage path={HOME_PATH} locale={locale} />
}
