import { getTranslations } from 'next-intl/server'

import { type CountryCode, countries, labelOf, popularCountries } from '@/fields/enums'
import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

import { ListFilterPills } from './ListFilterPills'

/**
 * The country filter of the university list: the popular destinations and "All countries" as links,
 * every other country in a GET form, so it works without JavaScript.
 */
export async function CountryFilter({ current, locale }: { current?: CountryCode; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'universities' })
  const others = countries.filter((c) => !popularCountries.includes(c.value))
  const options = [
    ...popularCountries.map((code) => ({
      key: code,
      label: labelOf(countries, code, locale),
      href: `/university?country=${code}`,
      active: current === code,
    })),
    { key: 'all', label: t('allCountries'), href: '/university', active: !current },
  ]
  const otherSelected = current && !popularCountries.includes(current) ? current : ''
  return (
    <nav aria-label={t('filterLabel')} className="mt-8 flex flex-col gap-6 rounded-2xl border border-line bg-bg-muted p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <p id="popular-countries" className="mb-2 text-sm font-semibold text-fg-muted">
          {t('popularCountries')}
        </p>
        <ListFilterPills options={options} labelledBy="popular-countries" />
      </div>
      <form action={getPathname({ href: '/university', locale })} method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="country-select" className="mb-2 block text-sm font-semibold text-fg-muted">
            {t('moreCountries')}
          </label>
          <select
            id="country-select"
            name="country"
            defaultValue={otherSelected}
            className="h-10 w-full min-w-48 rounded-full border border-line bg-bg-elevated px-4 text-sm text-fg sm:w-auto"
          >
            <option value="">{t('allCountries')}</option>
            {others.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label[locale]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-10 rounded-full bg-brand px-5 text-sm font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
        >
          {t('apply')}
        </button>
      </form>
    </nav>
  )
}
