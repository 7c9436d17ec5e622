import Image from 'next/image'

import type { Media } from '@/payload-types'

type Size = 'thumbnail' | 'card' | 'hero'
type Props = {
  media: number | Media | null | undefined
  size?: Size
  /** Overrides the stored alt text (e.g. a university name for a placement logo); '' marks it decorative. */
  alt?: string
  className?: string
  sizes?: string
  priority?: boolean
}

/** An image from the media library through next/image, at the stored size closest to its use. */
export function MediaImage({ media, size = 'card', alt, className, sizes, priority }: Props) {
  if (!media || typeof media !== 'object') return null
  const variant = media.sizes?.[size]
  const url = variant?.url ?? media.url
  const width = variant?.width ?? media.width
  const height = variant?.height ?? media.height
  if (!url || !width || !height) return null
  return (
    <Image
      src={url}
      alt={alt ?? media.alt ?? ''}
      width={width}
      height={height}
      className={className}
      sizes={sizes}
      priority={priority}
    />
  )
}
