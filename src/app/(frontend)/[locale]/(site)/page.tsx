import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HOME_PATH } from '@/lib/pages/pagePath'
import { CmsPage, cmsPageMetadata } from '@/app/(frontend)/[locale]/_routes/CmsPage'
import { localeParam } from '@/i18n/localeParam'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(HOME_PATH, await localeParam(params))
}

/** Home: the page editors build from blocks (hero, advisor carousel, figures, offers, latest articles, final call to action). */
export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  return <CmsPage path={HOME_PATH} locale={locale} />
}
