import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { placeOf } from '@/components/catalogue/universityFacts'
import { UniversityView } from '@/components/catalogue/UniversityView'
import { getUniversity } from '@/data/universities'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { plainText } from '@/lib/richtext/plainText'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

const isId = (value: string) => /^\d+$/.test(value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const locale = await localeParam(params)
  const university = await getUniversity(id, locale)
  if (!university) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title'), robots: { index: false } }
  }
  const crest = university.crest && typeof university.crest === 'object' ? university.crest : null
  const about = plainText(university.description)
  return pageMetadata({
    locale,
    paths: `/university/${university.slug}`,
    title: university.meta?.title || university.name,
    description:
      university.meta?.description ||
      (about.length > 160 ? `${about.slice(0, 157)}…` : about) ||
      placeOf(university, locale, { withRegion: true }),
    image: crest?.sizes?.card?.url ?? crest?.url,
  })
}

/** A university by slug (a numeric id redirects to the slug). */
export default async function UniversityPage({ params }: Props) {
  const { id } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const university = await getUniversity(id, locale)
  if (!university) notFound()
  if (isId(id) && university.slug !== id)
    redirect({ href: `/university/${university.slug}`, locale })
  return <UniversityView university={university} locale={locale} />
}
