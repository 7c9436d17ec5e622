import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CompareTable } from '@/components/catalogue/CompareTable'
import { ForceColourMode } from '@/components/page/ForceColourMode'
import { getCoachesBySlugs, getPackages, listCoachNames } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { getPathname, redirect } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ coaches?: string | string[] }>
}

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

/** Up to three coach slugs from `?coaches=a,b,c` (or repeated `coaches=`), without duplicates. */
/** Up to three coach slugs; anything that cannot be a slug (which is URL-safe) is ignored. */
const slugsOf = (value: string | string[] | undefined) =>
  [
    ...new Set(
      (Array.isArray(value) ? value : [value ?? ''])
        .flatMap((v) => v.split(','))
        .map((s) => s.trim())
        .filter((s) => /^[a-z0-9][a-z0-9-]{0,99}$/i.test(s)),
    ),
  ].slice(0, 3)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const t = await getTranslations({ locale, namespace: 'compare' })
  return pageMetadata({
    locale,
    paths: '/compare',
    title: t('title'),
    description: t('lead'),
    noIndex: true,
  })
}

/**
 * Coaches side by side at a shareable URL (/compare?coaches=a,b,c); a GET form picks them. Always
 * light: the table is what visitors print and screenshot to share, and it should look the same for all.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const t = await getTranslations('compare')
  const requested = (await searchParams).coaches
  const slugs = slugsOf(requested)
  // The form sends one `coaches` per slot (empty ones too): settle on the short, shareable form.
  if (requested !== undefined && requested !== slugs.join(',')) {
    redirect({ href: slugs.length ? `/compare?coaches=${slugs.join(',')}` : '/compare', locale })
  }
  const [coaches, options] = await Promise.all([
    getCoachesBySlugs(slugs, locale),
    listCoachNames(locale),
  ])
  const packages = await Promise.all(
    coaches.map((coach) => getPackages({ coachId: coach.id }, locale)),
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <ForceColourMode mode="light" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">{t('lead')}</p>
      <form
        action={getPathname({ href: '/compare', locale })}
        method="get"
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        {[0, 1, 2].map((i) => (
          <div key={i}>
            <label htmlFor={`compare-${i}`} className="mb-1.5 block text-sm font-medium">
              {t('slot', { n: i + 1 })}
            </label>
            <select
              id={`compare-${i}`}
              name="coaches"
              defaultValue={slugs[i] ?? ''}
              className="h-11 w-full rounded-xl border border-line bg-bg px-3 text-base"
            >
              <option value="">{t('choose')}</option>
              {options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button
          type="submit"
          className="h-11 rounded-full bg-brand px-6 font-semibold text-brand-fg hover:bg-brand-strong"
        >
          {t('submit')}
        </button>
      </form>
      {coaches.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-fg-muted">
          {t('empty')}
        </p>
      ) : (
        <CompareTable coaches={coaches} packages={packages} locale={locale} />
      )}
    </div>
  )
}
