import type { ReactNode } from 'react'

type Props = {
  /** The block's id, for the heading's id. */
  id?: string | null
  heading?: string | null
  lead?: string | null
  /** A tinted band, to set sections apart. */
  tinted?: boolean
  narrow?: boolean
  children: ReactNode
}

/** The frame of a page block: a section named by its heading, with the lead below it. */
export function BlockSection({
  id,
  heading,
  lead,
  tinted = false,
  narrow = false,
  children,
}: Props) {
  const headingId = heading ? `block-${id ?? heading}` : undefined
  return (
    <section
      aria-labelledby={headingId}
      className={tinted ? 'border-y border-line bg-bg-muted' : undefined}
    >
      <div className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>
        {heading && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
        )}
        {lead && <p className="mt-3 max-w-3xl text-lg text-fg-muted">{lead}</p>}
        <div className={heading || lead ? 'mt-8' : undefined}>{children}</div>
      </div>
    </section>
  )
}
