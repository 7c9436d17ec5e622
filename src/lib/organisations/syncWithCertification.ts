import type { PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'
import type { Certification } from '@/payload-types'

import { profileFromCertification, textsFromCertification } from './fromCertification'
import { standingOf } from './standing'

/**
 * Keeps an organisation member's organisation in step with their certification, inside the same
 * transaction: the first approval creates it from the approved details (licence number and photo
 * carry over); every later decision, expiry or disabling changes its standing, which takes its
 * listings off the public site or back at once. A system step, not a member's: access is not asked.
 */
export async function syncOrganisationWithCertification(
  req: PayloadRequest,
  certification: Certification,
) {
  if (certification.type !== 'organisation') return
  const owner =
    typeof certification.owner === 'object' ? certification.owner.id : certification.owner
  const standing = standingOf(certification)
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { owner: { equals: owner } },
    limit: 1,
    depth: 0,
    req,
  })
  const existing = docs[0]
  if (existing) {
    if (
      existing.certified === standing.certified &&
      existing.certificationStatus === standing.certificationStatus &&
      existing.providerStatus === standing.providerStatus
    )
      return
    await req.payload.update({
      collection: 'organisations',
      id: existing.id,
      data: { ...standing, certification: certification.id },
      depth: 0,
      req,
      context: { organisationSystem: true },
    })
    return
  }
  if (!standing.certified) return
  const texts = textsFromCertification(certification)
  const [first, ...others] = locales
  const created = await req.payload.create({
    collection: 'organisations',
    data: {
      ...profileFromCertification(certification),
      ...texts,
      ...standing,
      owner,
      certification: certification.id,
    },
    locale: first,
    depth: 0,
    req,
    context: { organisationSystem: true },
  })
  for (const locale of others)
    await req.payload.update({
      collection: 'organisations',
      id: created.id,
      data: texts,
      locale,
      depth: 0,
      req,
      context: { organisationSystem: true },
    })
}
