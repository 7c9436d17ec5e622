import { relationId } from '@/lib/db/relationId'
import type { Certification, Organisation } from '@/payload-types'

/** What an approved certification gives the organisation's profile when it is first created. */
export function profileFromCertification(
  certification: Pick<Certification, 'organisation'>,
): Partial<Organisation> {
  const details = certification.organisation ?? {}
  const photo = details.licencePhoto
  return {
    providerType: details.providerType ?? undefined,
    licenceNumber: details.licenceNumber ?? undefined,
    licencePhoto: relationId(photo) ?? undefined,
    website: details.website || undefined,
    contactEmail: details.contactEmail || undefined,
    contactPhone: details.contactPhone ?? undefined,
    country: details.country ?? undefined,
  }
}

/** The texts that start the same in both languages (the certification has one of each): the member translates them later. */
export function textsFromCertification(certification: Pick<Certification, 'organisation'>) {
  const details = certification.organisation ?? {}
  return {
    name: details.name ?? '',
    address: details.address ?? undefined,
    region: details.region ?? undefined,
    businessScope: details.businessScope ?? undefined,
    description: details.description ?? undefined,
  }
}
