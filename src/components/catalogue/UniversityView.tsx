import { ExternalLink, MapPin } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PlaceMap } from '@/components/maps/PlaceMap'
import { HeadedSection } from '@/components/page/HeadedSection'
import { RichText } from '@/components/richtext/RichText'
import { labelOf, universityTypes } from '@/lib/enums'
import type { AppLocale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import type { University } from '@/payload-types'

import { BackLink } from './BackLink'
import { UniversityCrest } from './UniversityCrest'
import { placeOf, tuitionText, websiteOf } from './universityFacts'

type Props = { university: University; locale: AppLocale }

/** A university page: crest, place, key facts and description. */
export async function UniversityView({ university, locale }: Props) {
  const [t, tMaps] = await Promise.all([
    getTranslations({ locale, namespace: 'universities' }),
    getTranslations({ locale, namespace: 'maps' }),
  ])
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
      <BackLink href="/university">{t('back')}</BackLink>
      <header className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-6">
        <UniversityCrest university={university} look="page" />
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
          <HeadedSection
            id="facts-title"
            title={t('facts')}
            className="h-fit rounded-2xl border border-line bg-bg-muted p-6 lg:order-last"
            titleClassName="text-lg font-bold"
          >
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
          </HeadedSection>
        )}
        {university.description && (
          <HeadedSection
            id="about-title"
            title={t('about', { name: university.name })}
            titleClassName="text-2xl font-bold"
          >
            <RichText data={university.description} className="mt-4" />
          </HeadedSection>
        )}
      </div>
      <PlaceMap
        locale={locale}
        id="university-map"
        title={tMaps('placeTitle')}
        headingLevel={2}
        name={university.name}
        address={placeOf(university, locale, { withRegion: true })}
        location={university.location}
        className="mt-10 max-w-4xl"
      />
    </div>
  )
}
