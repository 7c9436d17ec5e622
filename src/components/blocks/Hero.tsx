import { MediaImage } from '@/components/media/MediaImage'
import type { HeroBlock as Props } from '@/payload-types'

import { PageActions } from '@/components/blocks/PageActions'

/** The page's opening; its heading is the page's h1 when it comes first. */
export function HeroBlock({
  eyebrow,
  heading,
  lead,
  image,
  actions,
  isFirst,
}: Props & { isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  const hasImage = typeof image === 'object' && image !== null
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft to-bg">
      <div
        className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24 ${hasImage ? 'grid items-center gap-10 lg:grid-cols-2' : ''}`}
      >
        <div>
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent">
              {eyebrow}
            </p>
          )}
          <Heading className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            {heading}
          </Heading>
          {lead && <p className="mt-6 max-w-2xl text-lg text-fg-muted">{lead}</p>}
          <PageActions actions={actions} className="mt-10" />
        </div>
        {hasImage && (
          <MediaImage
            media={image}
            size="hero"
            className="w-full rounded-3xl object-cover shadow-lg"
            sizes="(min-width: 1024px) 40rem, 100vw"
            priority={isFirst}
          />
        )}
      </div>
    </section>
  )
}
