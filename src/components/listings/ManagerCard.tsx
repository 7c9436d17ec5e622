import { UserRound } from '@/components/ui/icons'

import { CoachRating } from '@/components/catalogue/CoachRating'
import { MediaImage } from '@/components/media/MediaImage'
import type { ManagerCardData } from '@/data/organisations'

import { ManagerContact } from './ManagerContact'

type Props = {
  manager: ManagerCardData
  /** On the organisation's profile, the manager's introduction too. */
  withIntroduction?: boolean
}

/** A service manager: photo, name, rating, business areas, and their phone and e-mail for signed-in visitors. */
export function ManagerCard({ manager, withIntroduction = false }: Props) {
  return (
    <div className="flex gap-4">
      <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-bg-muted">
        {manager.avatar ? (
          <MediaImage
            media={manager.avatar}
            size="thumbnail"
            alt=""
            sizes="56px"
            className="size-full object-cover"
          />
        ) : (
          <UserRound aria-hidden className="size-6 text-fg-muted" />
        )}
      </div>
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold leading-snug">{manager.name}</p>
        {typeof manager.rating === 'number' && (
          <CoachRating rating={manager.rating} numberClassName="text-sm font-semibold" />
        )}
        {manager.businessAreaNames && (
          <p className="text-sm text-fg-muted">{manager.businessAreaNames}</p>
        )}
        {withIntroduction && manager.introduction && (
          <p className="whitespace-pre-line text-sm">{manager.introduction}</p>
        )}
        <ManagerContact managerId={manager.id} />
      </div>
    </div>
  )
}
