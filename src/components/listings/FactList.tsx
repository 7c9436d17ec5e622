import type { ReactNode } from 'react'

import { Panel } from './Panel'

export type Fact = { key: string; term: string; value: ReactNode }

/** Key facts as a description list; facts without a value are left out. */
export function FactList({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value)
  if (shown.length === 0) return null
  return (
    <Panel id={id} title={title}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
        {shown.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="text-fg-muted">{fact.term}</dt>
            <dd className="min-w-0 break-words font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  )
}
