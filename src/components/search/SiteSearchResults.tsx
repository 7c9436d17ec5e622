import { ArrowRight, Search } from '@/components/ui/icons'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ListEmptyState } from '@/components/catalogue/ListEmptyState'
import { PageIntro } from '@/components/page/PageIntro'
import { getPathname, Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { SiteSearchKind, SiteSearchResult } from '@/lib/search/siteSearch'

const link = 'font-semibold text-brand underline-offset-4 hover:underline'

/** Where a kind's own list continues the search, for the kinds whose list takes a text query. */
const moreHref: Partial<Record<SiteSearchKind, (q: string) => string>> = {
  coach: (q) => `/search?${new URLSearchParams({ q })}`,
  university: (q) => `/university?${new URLSearchParams({ q })}`,
}

/** The lists one may browse instead when nothing matches. */
const browse = [
  ['coach', '/search'],
  ['university', '/university'],
  ['article', '/article'],
  ['job', '/employment/job'],
] as const

type Props = { q: string; result: SiteSearchResult; locale: AppLocale }

/**
 * The site-wide search's results: a search box (a plain form, it works without script), then each
 * kind with matches, its count and its first results, each linking to its page.
 */
export async function SiteSearchResults({ q, result, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'siteSearch' })
  const total = result.groups.reduce((sum, group) => sum + group.total, 0)
  // A kind counted only up to COUNT_CAP makes the whole "more than".
  const capped = result.groups.some((group) => group.capped)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageIntro
        title={q ? t('titleFor', { q }) : t('title')}
        lead={t('lead')}
        leadClassName="mt-2 text-fg-muted"
      />
      <form
        role="search"
        method="get"
        action={getPathname({ href: '/search/all', locale })}
        className="mt-6 flex items-center gap-2 rounded-full border border-line bg-bg-elevated p-1.5 pl-4 focus-within:ring-2 focus-within:ring-brand"
      >
        <Search aria-hidden className="size-5 shrink-0 text-fg-muted" />
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          aria-label={t('label')}
          placeholder={t('placeholder')}
          className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
        />
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-brand px-5 text-sm font-semibold text-brand-fg hover:bg-brand-strong"
        >
          {t('submit')}
        </button>
      </form>

      {!q ? (
        <p className="mt-10 text-fg-muted">{t('prompt')}</p>
      ) : result.groups.length === 0 ? (
        <div data-testid="site-search-empty">
          <ListEmptyState message={t('empty', { q })} />
          <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {browse.map(([kind, href]) => (
              <Link key={kind} href={href} className={link}>
                {t(`browse.${kind}`)}
              </Link>
            ))}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="mt-8 font-semibold" data-testid="site-search-count">
            {t(capped ? 'foundMore' : 'found', { total, q })}
          </p>
          {result.groups.map((group) => {
            const more = moreHref[group.kind]
            const headingId = `site-search-${group.kind}`
            return (
              <section
                key={group.kind}
                aria-labelledby={headingId}
                className="mt-8 border-t border-line pt-6"
                data-testid={`site-search-group-${group.kind}`}
              >
                <h2 id={headingId} className="flex items-baseline gap-3 text-xl font-bold">
                  {t(`kinds.${group.kind}`)}
                  <span className="text-sm font-medium text-fg-muted">
                    {t(group.capped ? 'countMore' : 'count', { count: group.total })}
                  </span>
                </h2>
                <ul className="mt-4 divide-y divide-line">
                  {group.hits.map((hit) => (
                    <li key={hit.href} className="py-3">
                      <NextLink href={hit.href} className={`text-base ${link}`}>
                        {hit.title}
                      </NextLink>
                      {hit.subtitle && <p className="mt-1 text-sm text-fg-muted">{hit.subtitle}</p>}
                    </li>
                  ))}
                </ul>
                {group.total > group.hits.length && (
                  <p className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm text-fg-muted">
                    {t(group.capped ? 'shownMore' : 'shown', {
                      shown: group.hits.length,
                      total: group.total,
                    })}
                    {more && (
                      <Link
                        href={more(result.query)}
                        className={`inline-flex items-center gap-1 ${link}`}
                      >
                        {t(`more.${group.kind as 'coach' | 'university'}`)}
                        <ArrowRight aria-hidden className="size-4" />
                      </Link>
                    )}
                  </p>
                )}
              </section>
            )
          })}
        </>
      )}
    </div>
  )
}
