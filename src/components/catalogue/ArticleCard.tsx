import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import type { ArticleCardData } from '@/data/articles'
import { articleCategories, labelOf } from '@/lib/enums'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

/** An article in the list: cover, category, date, title (the link to it) and excerpt. */
export async function ArticleCard({
  article,
  locale,
}: {
  article: ArticleCardData
  locale: AppLocale
}) {
  const t = await getTranslations({ locale, namespace: 'articles' })
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-bg-elevated transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-bg-muted">
        <MediaImage
          media={article.cover}
          size="card"
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-accent">
            {labelOf(articleCategories, article.category, locale)}
          </span>
          {article.publishedAt && (
            <time dateTime={article.publishedAt} className="text-fg-muted">
              {formatDate(article.publishedAt, locale)}
            </time>
          )}
        </p>
        <h2 className="mt-2 text-lg font-semibold leading-snug">
          <Link
            href={`/article/${article.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {article.title}
          </Link>
        </h2>
        {article.excerpt && (
          <p className="mt-2 line-clamp-3 text-sm text-fg-muted">{article.excerpt}</p>
        )}
        <span
          aria-hidden
          className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand"
        >
          {t('readMore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
