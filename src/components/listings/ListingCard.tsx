import type { IconComponent } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import { Link } from '@/i18n/navigation'
import type { OrganisationImage } from '@/payload-types'

export type CardFact = { key: string; icon: IconComponent; text: ReactNode }

type Props = {
  href: string
  /** The listing's type, above the title. */
  kind: string
  title: string
  organisationName?: string
  cover?: number | OrganisationImage | null
  facts: CardFact[]
  /** h3 under a section's h2; h2 on a list page of its own. */
  headingLevel?: 2 | 3
}

/** A programme, tour, job or internship in a list: its type, title (the link to it), organisation and key facts. */
export function ListingCard({
  href,
  kind,
  title,
  organisationName,
  cover,
  facts,
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-bg-elevated transition-shadow hover:shadow-md">
      {cover ? (
        <div className="aspect-[16/9] overflow-hidden bg-bg-muted">
          <MediaImage
            media={cover}
            size="card"
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-accent">{kind}</p>
        <Heading className="mt-1.5 text-lg font-semibold leading-snug">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {title}
          </Link>
        </Heading>
        {organisationName && <p className="mt-1 text-sm text-fg-muted">{organisationName}</p>}
        {facts.length > 0 && (
          <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
            {facts.map(({ key, icon: Icon, text }) => (
              <li key={key} data-fact={key} className="flex items-start gap-2">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
