import { ArrowLeft, ExternalLink, Landmark, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { placeOf, tuitionText, websiteOf } from '@/components/catalogue/universityFacts'
import { MediaImage } from '@/components/media/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import { getUniversity } from '@/data/universities'
import { labelOf, universityTypes } from '@/lib/enums'
import { localeParam } from '@/i18n/localeParam'
import { Link, redirect } from '@/i18n/navigation'
import { formatNumber } from '@/lib/format'
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

/** A university by slug (a numeric id redirects to the slug): crest, place, key facts and description. */
export default async function UniversityPage({ params }: Props) {
  const { id } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const university = await getUniversity(id, locale)
  if (!university) notFound()
  if (isId(id) && university.slug !== id)
    redirect({ href: `/university/${university.slug}`, locale })

  const t = await getTranslations({ locale, namespace: 'universities' })
  const tuition = await tuitionText(university, locale)
  const website = websiteOf(university.website)
  const { worldRanking: rank, acceptanceRate: rate } = university
  const facts: { key: string; term: string; value: ReactNode }[] = []
  if (university.type)
    facts.push({
      key: 'type',
      term: t('type'),
      value: labelOf(universityTypes, university.type, locale),
    })
  if (rank)
    facts.push({
      key: 'ranking',
      term: t('worldRanking'),
      value: t('rankingValue', { rank: formatNumber(rank, locale) }),
    })
  if (typeof rate === 'number')
    facts.push({
      key: 'acceptance',
      term: t('acceptanceRate'),
      value: `${formatNumber(rate, locale)}%`,
    })
  if (tuition) facts.push({ key: 'tuition', term: t('tuitionPerYear'), value: tuition })
  if (website) {
    facts.push({
      key: 'website',
      term: t('website'),
      value: (
        <a
          href={website.href}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 break-all font-semibold text-brand underline-offset-4 hover:underline"
        >
          {website.label}
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      ),
    })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        href="/university"
        className="inline-flex items-center gap-2 text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <header className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-6">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-line bg-bg-muted">
          {university.crest ? (
            <MediaImage
              media={university.crest}
              size="thumbnail"
              alt={university.name}
              sizes="96px"
              priority
              className="size-full object-contain p-2"
            />
          ) : (
            <Landmark aria-hidden className="size-10 text-brand" />
          )}
        </div>
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
            {university.name}
          </h1>
          <p className="mt-2 flex items-start gap-1.5 text-fg-muted">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
            {placeOf(university, locale, { withRegion: true })}
          </p>
        </div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {facts.length > 0 && (
          <section
            aria-labelledby="facts-title"
            className="h-fit rounded-2xl border border-line bg-bg-muted p-6 lg:order-last"
          >
            <h2 id="facts-title" className="text-lg font-bold">
              {t('facts')}
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {facts.map((fact) => (
                <div
                  key={fact.key}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
                >
                  <dt className="text-sm text-fg-muted">{fact.term}</dt>
                  <dd className="font-semibold sm:text-right">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {university.description && (
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-2xl font-bold">
              {t('about', { name: university.name })}
            </h2>
            <RichText data={university.description} className="mt-4" />
          </section>
        )}
      </div>
    </div>
  )
}
