import type { ReactNode } from 'react'

import { HeadedSection } from '@/components/page/HeadedSection'

/** A titled box beside a listing or a profile (facts, organisation, contact, links). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="rounded-2xl border border-line bg-bg-elevated p-5"
      titleClassName="mb-3 text-lg font-bold"
    >
      {children}
    </HeadedSection>
  )
}
