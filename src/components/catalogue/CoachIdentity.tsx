import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import { Link } from '@/i18n/navigation'
import type { Coach } from '@/payload-types'

type Props = {
  coach: Pick<Coach, 'slug' | 'name' | 'title' | 'photo'>
  /** The heading level the surrounding page needs. */
  as?: 'h2' | 'h3'
  /** Below the title: a badge, the reviews label… */
  children?: ReactNode
}

/** Photo, name (linking to the profile) and title: how a coach is introduced in lists and the carousel. */
export function CoachIdentity({ coach, as: Heading = 'h2', children }: Props) {
  return (
    <div className="flex items-center gap-4">
      <MediaImage
        media={coach.photo}
        size="thumbnail"
        alt=""
        className="size-16 shrink-0 rounded-2xl object-cover sm:size-20"
        sizes="80px"
      />
      <div className="min-w-0">
        <Heading className="text-lg font-bold leading-snug">
          <Link href={`/coach/${coach.slug}`} className="hover:underline">
            {coach.name}
          </Link>
        </Heading>
        <p className="mt-0.5 text-sm text-fg-muted">{coach.title}</p>
        {children}
      </div>
    </div>
  )
}
