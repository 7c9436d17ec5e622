import { Building2 } from '@/components/ui/icons'

import { MediaImage } from '@/components/media/MediaImage'
import type { Organisation } from '@/payload-types'

type Props = { organisation: Pick<Organisation, 'logo' | 'name'>; large?: boolean }

/** An organisation's logo, or a building where it has none; large (and loaded first) on its profile. */
export function OrganisationLogo({ organisation, large = false }: Props) {
  return (
    <div
      className={`grid shrink-0 place-items-center overflow-hidden border border-line bg-bg-muted ${
        large ? 'size-24 rounded-2xl' : 'size-14 rounded-xl'
      }`}
    >
      {organisation.logo ? (
        <MediaImage
          media={organisation.logo}
          size="thumbnail"
          alt={organisation.name}
          sizes={large ? '96px' : '56px'}
          priority={large}
          className="size-full object-contain p-1.5"
        />
      ) : (
        <Building2 aria-hidden className={large ? 'size-10 text-brand' : 'size-6 text-brand'} />
      )}
    </div>
  )
}
