import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import { HeadedSection } from '@/components/page/HeadedSection'
import type { OrganisationImage } from '@/payload-types'

/** A listing's pictures at card size, two or three a row. */
export async function Gallery({
  images,
}: {
  images: (number | OrganisationImage)[] | null | undefined
}) {
  const t = await getTranslations('listings')
  const shown = (images ?? []).filter((image) => typeof image === 'object')
  if (shown.length === 0) return null
  return (
    <HeadedSection id="gallery-title" title={t('gallery')} titleClassName="text-2xl font-bold">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((image) => (
          <li key={image.id} className="aspect-[4/3] overflow-hidden rounded-xl bg-bg-muted">
            <MediaImage
              media={image}
              size="card"
              sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
              className="size-full object-cover"
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
