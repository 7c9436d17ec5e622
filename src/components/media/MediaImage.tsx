import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { upToStoredWidth } from '@/lib/media/srcSet'

type Size = 'thumbnail' | 'card' | 'hero'
type Stored = { url?: string | null; width?: number | null; height?: number | null }
/** A picture of the media library or of an organisation's images, with the sizes it was stored at. */
type Picture = Stored & { alt?: string | null; sizes?: Partial<Record<Size, Stored>> }
type Props = {
  media: number | Picture | null | undefined
  size?: Size
  /** Overrides the stored alt text (e.g. a university name for a placement logo); '' marks it decorative. */
  alt?: string
  className?: string
  sizes?: string
  priority?: boolean
}

/**
 * An image from the media library through next/image's optimizer, at the stored size closest to its
 * use. Rendered here as next/image renders it (srcset, sizes, lazy unless `priority`, whose image
 * is preloaded) without its client component: these images need no script, so pages ship none.
 */
export function MediaImage({ media, size = 'card', alt, className, sizes, priority }: Props) {
  if (!media || typeof media !== 'object') return null
  const variant = media.sizes?.[size]
  const url = variant?.url ?? media.url
  const width = variant?.width ?? media.width
  const height = variant?.height ?? media.height
  if (!url || !width || !height) return null
  // Shown at a fixed width ("48px"), it needs the 1x and 2x files only, not one per width the
  // optimizer knows: a list that each page would otherwise carry twice (HTML and page data).
  const fixed = sizes?.match(/^(\d+)px$/)
  const shown = fixed ? Math.min(Number(fixed[1]), width) : width
  const { props } = getImageProps({
    src: url,
    alt: alt ?? media.alt ?? '',
    width: shown,
    height: Math.round((height * shown) / width),
    className,
    sizes: fixed ? undefined : sizes,
    priority,
  })
  const { src, srcSet } = upToStoredWidth(props.srcSet, width) ?? props
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above
  return <img {...props} src={src} srcSet={srcSet} alt={props.alt} />
}
