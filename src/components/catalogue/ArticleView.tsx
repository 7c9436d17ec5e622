import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import { articleCoach } from '@/data/articles'
import { articleCategories, labelOf } from '@/lib/enums'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { Article } from '@/payload-types'

import { BackLink } from './BackLink'

/** An article page, shared by /article/{slug} and /coach/{name}/{slug}. */
export async function ArticleView({ article, locale }: { article: Article; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'articles' })
  const coach = articleCoach(article)
  const authorLink = (chunks: ReactNode) =>
    coach ? (
      <Link
        href={`/coach/${coach.slug}`}
        className="font-semibold text-brand underline-offset-4 hover:underline"
      >
        {chunks}
      </Link>
    ) : (
      <span className="font-semibold">{chunks}</span>
    )
  const author = coach?.name || article.authorName
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/article">{t('back')}</BackLink>
      <header className="mt-8">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link
            href={`/article?category=${article.category}`}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {labelOf(articleCategories, article.category, locale)}
          </Link>
          {article.publishedAt && (
            <time dateTime={article.publishedAt} className="text-fg-muted">
              {formatDate(article.publishedAt, locale)}
            </time>
          )}
        </p>
        <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
          {article.title}
        </h1>
        {article.excerpt && (
          <p className="mt-5 text-lg text-fg-muted sm:text-xl">{article.excerpt}</p>
        )}
        {author && (
          <p className="mt-5 text-sm">{t.rich('by', { name: author, author: authorLink })}</p>
        )}
      </header>
      {article.cover && typeof article.cover === 'object' && (
        <MediaImage
          media={article.cover}
          size="hero"
          alt=""
          priority
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-8 aspect-[16/9] w-full rounded-2xl bg-bg-muted object-cover"
        />
      )}
      <RichText data={article.body} className="mt-10" />
    </article>
  )
}
