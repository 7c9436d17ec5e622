import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { HOME_PATH } from '@/lib/pages/pagePath'
import { CmsPage, cmsPageMetadata } from '@/app/(frontend)/[locale]/_routes/CmsPage'
import { localeParam } from '@/i18n/localeParam'

type Props = { params: Promise<{ locale: string; path: string[] }> }

// Rendered on first request per locale and path, then served from cache until a page is published.
export const generateStaticParams = async () => []

/** The stored path a URL asks for; the home page's document is served only at /. */
const storedPath = (segments: string[]) => {
  const path = segments.join('/')
  return path === HOME_PATH ? null : path
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params
  const locale = await localeParam(params)
  const stored = storedPath(path)
  const metadata = stored ? await cmsPageMetadata(stored, locale) : {}
  if (metadata.title) return metadata
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

/** Pages editors build (/study-abroad, /faq, /online-courses/{path}…); any other path is the localized 404. */
export default async function EditorPage({ params }: Props) {
  const { path } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const stored = storedPath(path)
  if (!stored) notFound()
  return <CmsPage path={stored} locale={locale} />
}
