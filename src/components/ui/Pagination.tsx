import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pagesAround } from '@/lib/pagination'

type Props = {
  page: number
  totalPages: number
  /** The URL of a page number, keeping the rest of the list's state. */
  hrefFor: (page: number) => string
}

/** Page numbers with the current one marked active, and the previous/next buttons disabled at either end. */
export async function Pagination({ page, totalPages, hrefFor }: Props) {
  const t = await getTranslations('pagination')
  if (totalPages <= 1) return null
  const shown = pagesAround(page, totalPages)
  const box =
    'inline-flex size-[50px] items-center justify-center rounded-full border text-sm font-semibold transition-colors'
  const edge = (target: number, label: string, Icon: typeof ChevronLeft, disabled: boolean) =>
    disabled ? (
      // A disabled button, announced as unavailable: a link without a target is not a link
      // (HTML_CodeSniffer H91), and there is no page to go to.
      <button
        type="button"
        disabled
        aria-label={label}
        className={`${box} cursor-not-allowed border-line text-fg-muted opacity-50`}
      >
        <Icon aria-hidden className="size-4" />
      </button>
    ) : (
      <Link
        href={hrefFor(target)}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
        className={`${box} border-line hover:bg-bg-muted`}
      >
        <Icon aria-hidden className="size-4" />
      </Link>
    )
  return (
    <nav aria-label={t('label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>{edge(page - 1, t('previous'), ChevronLeft, page <= 1)}</li>
        {shown.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                // No aria-label: HTML allows none on a plain <span>; inside the labelled navigation
                // the number and aria-current say which page this is.
                <span aria-current="page" className={`${box} border-brand bg-brand text-brand-fg`}>
                  {n}
                </span>
              ) : (
                <Link
                  href={hrefFor(n)}
                  aria-label={t('page', { n })}
                  className={`${box} border-line hover:bg-bg-muted`}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{edge(page + 1, t('next'), ChevronRight, page >= totalPages)}</li>
      </ul>
    </nav>
  )
}
