import { Search } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { type RankingBand, rankingBands } from '@/data/universities'
import { type CountryCode, countries, labelOf, popularCountries } from '@/lib/enums'
import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

import { listHref } from './listQuery'
import { ListFilterPills } from './ListFilterPills'

type Props = { q?: string; country?: CountryCode; top?: RankingBand; locale: AppLocale }

const field = 'h-11 w-full rounded-full border border-line bg-bg-elevated px-4 text-base text-fg'

/**
 * The university list's filters: the popular destinations as links (keeping the other filters),
 * and a GET form with a name/city search, every country and the ranking band, so it all works
 * without JavaScript and lands in the URL.
 */
export async function UniversityFilters({ q, country, top, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'universities' })
  const rest = { q, top: top && String(top) }
  const options = [
    ...popularCountries.map((code) => ({
      key: code,
      label: labelOf(countries, code, locale),
      href: listHref('/university', { ...rest, country: code }),
      active: country === code,
    })),
    { key: 'all', label: t('allCountries'), href: listHref('/university', rest), active: !country },
  ]
  // Popular destinations first, as in the pills above.
  const ordered = [
    ...popularCountries.map((code) => countries.find((c) => c.value === code)!),
    ...countries.filter((c) => !popularCountries.includes(c.value)),
  ]
  return (
    <div className="mt-8 space-y-5 rounded-2xl border border-line bg-bg-muted p-4 sm:p-5">
      <nav aria-labelledby="popular-countries">
        <p id="popular-countries" className="mb-2 text-sm font-semibold text-fg-muted">
          {t('popularCountries')}
        </p>
        <ListFilterPills options={options} labelledBy="popular-countries" />
      </nav>
      <form
        action={getPathname({ href: '/university', locale })}
        method="get"
        role="search"
        aria-label={t('filterLabel')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_12rem_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label
            htmlFor="university-q"
            className="mb-1.5 block text-sm font-semibold text-fg-muted"
          >
            {t('searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
            />
            <input
              id="university-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder={t('searchPlaceholder')}
              className={`${field} pl-10`}
            />
          </div>
        </div>
        <div>
          <label
            htmlFor="country-select"
            className="mb-1.5 block text-sm font-semibold text-fg-muted"
          >
            {t('country')}
          </label>
          <select id="country-select" name="country" defaultValue={country ?? ''} className={field}>
            <option value="">{t('allCountries')}</option>
            {ordered.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label[locale]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor="ranking-select"
            className="mb-1.5 block text-sm font-semibold text-fg-muted"
          >
            {t('worldRanking')}
          </label>
          <select
            id="ranking-select"
            name="top"
            defaultValue={top ? String(top) : ''}
            className={field}
          >
            <option value="">{t('anyRanking')}</option>
            {rankingBands.map((band) => (
              <option key={band} value={band}>
                {t('topBand', { n: band })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-brand px-6 text-sm font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
        >
          {t('apply')}
        </button>
      </form>
    </div>
  )
}
