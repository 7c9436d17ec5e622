import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import type { Coach } from '@/payload-types'

import { CoachAvatar } from './CoachAvatar'

type Props = {
  coach: Pick<Coach, 'slug' | 'name' | 'title' | 'photo'>
  /** The heading level the surrounding page needs. */
  as?: 'h2' | 'h3'
  /** Below the title: a badge, the rating… */
  children?: ReactNode
}

/** Photo, name (linking to the profile) and title: how a coach is introduced in lists and the carousel. */
export function CoachIdentity({ coach, as: Heading = 'h2', children }: Props) {
  return (
    <div className="flex items-center gap-4">
      <CoachAvatar
        coach={coach}
        className="size-16 shrink-0 rounded-2xl sm:size-20"
        textClassName="text-xl sm:text-2xl"
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
