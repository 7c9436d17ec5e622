import { getLocale } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import { initialsOf } from '@/lib/i18n/initials'
import type { Coach } from '@/payload-types'

type Props = {
  coach: Pick<Coach, 'slug' | 'name' | 'photo'>
  /** Size and corners, for the photo and the initials alike. */
  className: string
  /** The initials' type size, to fit `className`'s box. */
  textClassName: string
  /** The stored size of the photo to show, and its displayed width (e.g. "80px"). */
  size?: 'thumbnail' | 'card'
  sizes: string
  priority?: boolean
}

/** A hue of its own for each coach, the same on every page. */
const hueOf = (seed: string) => [...seed].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7)

/**
 * A coach's photo, or without one their initials on a tile of their own colour, in the page's
 * language (吴 on a Chinese page, WZ on an English one: a picture could only hold one of them).
 * Decorative either way: the name is always written next to it.
 */
export async function CoachAvatar({
  coach,
  className,
  textClassName,
  size = 'thumbnail',
  sizes,
  priority,
}: Props) {
  if (coach.photo && typeof coach.photo === 'object')
    return (
      <MediaImage
        media={coach.photo}
        size={size}
        alt=""
        priority={priority}
        sizes={sizes}
        className={`${className} object-cover`}
      />
    )
  const locale = await getLocale()
  const hue = hueOf(coach.slug)
  return (
    <span
      aria-hidden
      data-testid="coach-initials"
      // Dark enough for white type at any hue (at least 4.5:1).
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 60% 22%))`,
      }}
      className={`${className} grid select-none place-items-center font-bold text-white ${textClassName}`}
    >
      {initialsOf(coach.name, locale)}
    </span>
  )
}
