import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { ArticleCard } from '@/components/catalogue/ArticleCard'
import { listArticles } from '@/data/articles'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { LatestArticlesBlock as Props } from '@/payload-types'

import { BlockSection } from '@/components/page/BlockSection'

/** The newest published articles (of a category, when chosen) and the way to all of them. */
export async function LatestArticlesBlock({
  id,
  heading,
  lead,
  category,
  limit,
  locale,
}: Props & { locale: AppLocale }) {
  const [t, list] = await Promise.all([
    getTranslations('blocks'),
    listArticles({ category: category ?? undefined, page: 1 }, locale),
  ])
  const articles = list.docs.slice(0, limit ?? 3)
  if (articles.length === 0) return null
  return (
    <BlockSection id={id} heading={heading} lead={lead} tinted>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={locale} />
          </li>
        ))}
      </ul>
      <Link
        href={category ? `/article?category=${category}` : '/article'}
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand hover:underline"
      >
        {t('allArticles')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </BlockSection>
  )
}
