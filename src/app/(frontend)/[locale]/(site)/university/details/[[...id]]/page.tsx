import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getUniversity } from '@/data/universities'
import { localeParam } from '@/i18n/localeParam'
import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id?: string[] }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

/** The university the alias names: its one segment as slug or id; undefined without one, null when unknown. */
async function target(id: string[] | undefined, locale: AppLocale) {
  if (!id || id.length === 0) return undefined
  if (id.length > 1) return null
  return getUniversity(id[0]!, locale)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const locale = await localeParam(params)
  if ((await target(id, locale)) !== null) return {}
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

/** The spec's /university/details/{id?}: a permanent redirect to /university/{slug}, or to the list without an id. */
export default async function UniversityDetailsAlias({ params }: Props) {
  const { id } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const university = await target(id, locale)
  if (university === null) notFound()
  permanentRedirect(
    getPathname({ href: university ? `/university/${university.slug}` : '/university', locale }),
  )
}
