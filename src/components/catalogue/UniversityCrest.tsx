import { Landmark } from '@/components/ui/icons'

import { MediaImage } from '@/components/media/MediaImage'
import type { University } from '@/payload-types'

// Small on the list's cards; large on the university's own page, where it is loaded first.
const looks = {
  card: {
    box: 'grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-bg-muted',
    sizes: '64px',
    image: 'size-full object-contain p-1.5',
    icon: 'size-7 text-brand',
  },
  page: {
    box: 'grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-line bg-bg-muted',
    sizes: '96px',
    image: 'size-full object-contain p-2',
    icon: 'size-10 text-brand',
  },
} as const

type Props = { university: Pick<University, 'crest' | 'name'>; look: keyof typeof looks }

/** A university's crest, or a landmark where it has none. */
export function UniversityCrest({ university, look }: Props) {
  const { box, sizes, image, icon } = looks[look]
  return (
    <div className={box}>
      {university.crest ? (
        <MediaImage
          media={university.crest}
          size="thumbnail"
          alt={university.name}
          sizes={sizes}
          priority={look === 'page'}
          className={image}
        />
      ) : (
        <Landmark aria-hidden className={icon} />
      )}
    </div>
  )
}
