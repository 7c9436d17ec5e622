import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PackageCard } from '@/components/catalogue/PackageCard'
import { PackageView } from '@/components/catalogue/PackageView'
import { packageCoachTakesBookings } from '@/data/bookingPage'
import { getPackage, getPackages } from '@/data/coaches'
import { labelOf, type PackageCategory, packageCategories } from '@/lib/enums'
import { localeParam } from '@/i18n/localeParam'
import type { AppLocale } from '@/i18n/locales'
import { Link, redirect } from '@/i18n/navigation'
import { labelInMessage } from '@/lib/i18n/labelInMessage'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

const isCategory = (value: string | undefined): value is PackageCategory =>
  packageCategories.some((c) => c.value === value)

type CategoryTitleT = (key: 'categoryTitle', values: { category: string }) => string

/** "Graduate school packages", but "Ivy packages" for a category whose name already says it. */
const categoryTitle = (t: CategoryTitleT, category: PackageCategory, locale: AppLocale) =>
  labelInMessage(
    (value) => t('categoryTitle', { category: value }),
    labelOf(packageCategories, category, locale),
  )

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segments = [] } = await params
  const locale = await localeParam(params)
  const t = await getTranslations({ locale, namespace: 'packages' })
  const [category, slug] = segments
  if (slug) {
    const pkg = await getPackage(slug, locale)
    if (pkg)
      return pageMetadata({
        locale,
        paths: `/package/${pkg.category}/${pkg.slug}`,
        title: pkg.meta?.title || pkg.title,
        description: pkg.meta?.description || pkg.summary,
      })
  } else if (isCategory(category)) {
    return pageMetadata({
      locale,
      paths: `/package/${category}`,
      title: categoryTitle(t, category, locale),
    })
  } else if (!category) {
    return pageMetadata({ locale, paths: '/package', title: t('title') })
  }
  return { title: (await getTranslations({ locale, namespace: 'notFound' }))('title') }
}

/** /package, /package/{category} and /package/{category}/{package}. */
export default async function PackagesPage({ params }: Props) {
  const { segments = [] } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const t = await getTranslations('packages')
  const [category, slug, ...rest] = segments
  if (rest.length > 0 || (category && !isCategory(category))) notFound()

  if (slug) {
    const pkg = await getPackage(slug, locale)
    if (!pkg) notFound()
    if (pkg.category !== category)
      redirect({ href: `/package/${pkg.category}/${pkg.slug}`, locale })
    return <PackageView pkg={pkg} bookable={await packageCoachTakesBookings(pkg)} />
  }

  const packages = category ? await getPackages({ category }, locale) : []
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {isCategory(category) ? categoryTitle(t, category, locale) : t('title')}
      </h1>
      <nav aria-label={t('title')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {packageCategories.map((c) => (
            <li key={c.value}>
              <Link
                href={`/package/${c.value}`}
                aria-current={c.value === category ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold ${
                  c.value === category
                    ? 'border-brand bg-brand text-brand-fg'
                    : 'border-line hover:bg-bg-muted'
                }`}
              >
                {c.label[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {category &&
        (packages.length === 0 ? (
          <p className="mt-10 text-fg-muted">{t('empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} href={`/package/${pkg.category}/${pkg.slug}`} heading="h2" />
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
