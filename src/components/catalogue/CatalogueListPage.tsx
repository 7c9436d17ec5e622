import type { ReactNode } from 'react'

import { PageIntro } from '@/components/page/PageIntro'

import { CardList, type CardListProps } from './CardList'

type Props<T extends { id: number }> = CardListProps<T> & {
  title: string
  lead: string
  /** The list's filter controls. */
  filters: ReactNode
}

/** A browsable catalogue list (universities, articles): heading, filters, a card grid with its count and pages, or an empty state. */
export function CatalogueListPage<T extends { id: number }>({
  title,
  lead,
  filters,
  ...list
}: Props<T>) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro title={title} lead={lead} leadClassName="mt-3 max-w-2xl text-lg text-fg-muted" />
      {filters}
      <CardList {...list} />
    </div>
  )
}
