import { MediaImage } from '@/components/media/MediaImage'
import type { MediaBlock as Props } from '@/payload-types'

/** A picture with its caption; the caption is visible, so the image's own alt text stays. */
export function MediaBlock({ image, caption }: Props) {
  return (
    <figure className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <MediaImage
        media={image}
        size="hero"
        className="w-full rounded-3xl object-cover"
        sizes="(min-width: 1024px) 64rem, 100vw"
      />
      {caption && (
        <figcaption className="mt-3 text-center text-sm text-fg-muted">{caption}</figcaption>
      )}
    </figure>
  )
}
