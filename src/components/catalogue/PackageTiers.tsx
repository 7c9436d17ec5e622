import type { ReactNode } from 'react'

import { HeadedSection } from '@/components/page/HeadedSection'
import type { Package } from '@/payload-types'

import { PackageCard } from './PackageCard'

type Props = {
  id: string
  title: string
  lead?: string | null
  packages: Package[]
  hrefFor: (pkg: Package) => string
  /** An extra action on each card, e.g. choosing the plan. */
  actionFor?: (pkg: Package) => ReactNode
  className?: string
}

/** A titled row of package cards: a coach's packages, the tiers of an offer page. */
export function PackageTiers({
  id,
  title,
  lead,
  packages,
  hrefFor,
  actionFor,
  className = '',
}: Props) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className={className}
      // Links to the packages (the coach panel's) land below the sticky site header.
      titleClassName="scroll-mt-24 text-xl font-bold sm:text-2xl"
    >
      {lead && <p className="mt-3 max-w-3xl text-lg text-fg-muted">{lead}</p>}
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} href={hrefFor(pkg)} action={actionFor?.(pkg)} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
