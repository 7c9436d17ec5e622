import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PackageView } from '@/components/catalogue/PackageView'
import { packageCoachTakesBookings } from '@/data/bookingPage'
import { getPackage } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'
import type { Coach, Package } from '@/payload-types'

type Props = { params: Promise<{ locale: string; name: string; package: string }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

/** The package only belongs under this URL when it is this coach's package. */
async function coachPackage(
  name: string,
  slug: string,
  locale: AppLocale,
): Promise<Package | null> {
  const pkg = await getPackage(slug, locale)
  return pkg && typeof pkg.coach === 'object' && (pkg.coach as Coach | null)?.slug === name
    ? pkg
    : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name, package: slug } = await params
  const locale = await localeParam(params)
  const pkg = await coachPackage(name, slug, locale)
  if (!pkg) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') }
  }
  return pageMetadata({
    locale,
    paths: `/coach/${name}/p/${pkg.slug}`,
    title: pkg.meta?.title || `${pkg.title} · ${(pkg.coach as Coach).name}`,
    description: pkg.meta?.description || pkg.summary,
  })
}

export default async function CoachPackagePage({ params }: Props) {
  const { name, package: slug } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const pkg = await coachPackage(name, slug, locale)
  if (!pkg) notFound()
  return <PackageView pkg={pkg} bookable={await packageCoachTakesBookings(pkg)} />
}
