import type { ReactNode } from 'react'

import { Pagination } from '@/components/ui/Pagination'
import type { ListPage } from '@/data/listPage'

import { ListEmptyState } from './ListEmptyState'

export type CardListProps<T extends { id: number }> = {
  list: ListPage<T>
  countText: string
  renderItem: (doc: T) => ReactNode
  /** The URL of a page number, keeping the filters. */
  hrefFor: (page: number) => string
  empty: { message: string; action?: { href: string; label: string } }
}

/** One page of a list as a card grid with its count and page links, or an empty state. */
export function CardList<T extends { id: number }>({
  list,
  countText,
  renderItem,
  hrefFor,
  empty,
}: CardListProps<T>) {
  return list.docs.length > 0 ? (
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
  )
}
