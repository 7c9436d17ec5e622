import { getTranslations } from 'next-intl/server'

import { CardList } from '@/components/catalogue/CardList'
import { HeadedSection } from '@/components/page/HeadedSection'
import { listOfferings } from '@/data/listings'
import type { AppLocale } from '@/i18n/locales'
import { type ListState, listHref, type OfferingFilters } from '@/lib/listings/filters'
import type { OfferingPage } from '@/lib/listings/pages'

import { offeringFields } from './filterFields'
import { listEmpty } from './listEmpty'
import { ListingFilters } from './ListingFilters'
import { OfferingCard } from './OfferingCard'

/** The list starts here on the page: links within it come back to it rather than to the page's top. */
const ANCHOR = '#listings'

type Props = { page: OfferingPage; state: ListState<OfferingFilters>; locale: AppLocale }

/** Under an offer page's copy: the published offerings of its types, with filters and pages in the URL. */
export async function OfferingListSection({ page, state, locale }: Props) {
  const path = `/${page}`
  const [t, list, fields] = await Promise.all([
    getTranslations({ locale, namespace: 'listings' }),
    listOfferings(page, state, locale),
    offeringFields(page, state.filters, locale),
  ])
  return (
    <HeadedSection
      id={ANCHOR.slice(1)}
      title={t(`pages.${page}.heading`)}
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16"
      titleClassName="scroll-mt-24 text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <ListingFilters
        path={path}
        anchor={ANCHOR}
        filters={state.filters}
        fields={fields}
        label={t('filters.offeringsLabel')}
        locale={locale}
      />
      <CardList
        list={list}
        countText={t(list.capped ? 'offeringCountMore' : 'offeringCount', {
          total: list.totalDocs,
        })}
        renderItem={(offering) => <OfferingCard offering={offering} locale={locale} />}
        hrefFor={(n) => listHref(path, state.filters, n) + ANCHOR}
        empty={listEmpty(
          Object.keys(state.filters).length > 0,
          {
            empty: t('offeringsEmpty'),
            emptyAll: t('offeringsEmptyAll'),
            clear: t('filters.clear'),
          },
          path + ANCHOR,
        )}
      />
    </HeadedSection>
  )
}
