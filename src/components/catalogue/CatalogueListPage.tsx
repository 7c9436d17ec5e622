import type { ReactNode } from 'react'

import { PageIntro } from '@/components/page/PageIntro'
import { Pagination } from '@/components/ui/Pagination'
import type { ListPage } from '@/data/listPage'

import { ListEmptyState } from './ListEmptyState'

type Props<T extends { id: number }> = {
  title: string
  lead: string
  /** The list's filter controls. */
  filters: ReactNode
  list: ListPage<T>
  countText: string
  renderItem: (doc: T) => ReactNode
  /** The URL of a page number, keeping the filters. */
  hrefFor: (page: number) => string
  empty: { message: string; action?: { href: string; label: string } }
}

/** A browsable catalogue list (universities, articles): heading, filters, a card grid with its count and pages, or an empty state. */
export function CatalogueListPage<T extends { id: number }>({
  title,
  lead,
  filters,
  list,
  countText,
  renderItem,
  hrefFor,
  empty,
}: Props<T>) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro title={title} lead={lead} leadClassName="mt-3 max-w-2xl text-lg text-fg-muted" />
      {filters}
      {list.docs.length > 0 ? (
        <>
          <p className="mt-8 text-sm text-fg-muted">{countText}</p>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {list.docs.map((doc) => (
              <li key={doc.id}>{renderItem(doc)}</li>
            ))}
          </ul>
          <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
        </>
      ) : (
        <ListEmptyState {...empty} />
      )}
    </div>
  )
}
