import type { CallToActionBlock as Props } from '@/payload-types'

import { PageActions } from '@/components/blocks/PageActions'

/** A closing band: heading, a sentence and the buttons. */
export function CallToActionBlock({ id, heading, body, actions }: Props) {
  const headingId = `block-${id ?? 'cta'}`
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl bg-brand-soft p-8 sm:p-12">
        <h2 id={headingId} className="max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {body && <p className="mt-3 max-w-2xl text-lg text-fg-muted">{body}</p>}
        <PageActions actions={actions} className="mt-8" />
      </div>
    </section>
  )
}
