import { getTranslations } from 'next-intl/server'

import { type ArticleCategory, articleCategories } from '@/lib/enums'
import type { AppLocale } from '@/i18n/locales'

import { ListFilterPills } from './ListFilterPills'

/** The category filter of the article list, as plain links. */
export async function CategoryFilter({
  current,
  locale,
}: {
  current?: ArticleCategory
  locale: AppLocale
}) {
  const t = await getTranslations({ locale, namespace: 'articles' })
  const options = [
    { key: 'all', label: t('allCategories'), href: '/article', active: !current },
    ...articleCategories.map((c) => ({
      key: c.value,
      label: c.label[locale],
      href: `/article?category=${c.value}`,
      active: current === c.value,
    })),
  ]
  return (
    <nav aria-label={t('filterLabel')} className="mt-8">
      <ListFilterPills options={options} />
    </nav>
  )
}
