import type { PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'
import { relationId } from '@/lib/db/relationId'
import type { Certification } from '@/payload-types'

import { profileFromCertification, textsFromCertification } from './fromCertification'
import { organisationOwnedBy } from './ownOrganisation'
import { standingOf } from './standing'

/**
 * Keeps an organisation member's organisation in step with their certification, inside the same
 * transaction: the first approval creates it from the approved details (licence number and photo
 * carry over, and each later approval brings them again); every later decision, expiry or
 * disabling changes its standing (see standingOf), which takes its listings off the public site or
 * back at once. A system step, not a member's: access is not asked.
 */
export async function syncOrganisationWithCertification(
  req: PayloadRequest,
  certification: Certification,
) {
  const owner = relationId(certification.owner)
  // (A decision whose member's account was erased has no owner and no organisation to follow it.)
  if (certification.type !== 'organisation' || !owner) return
  const existing = await organisationOwnedBy(req, owner)
  const standing = standingOf(certification, existing?.certified ?? false)
  if (existing) {
    const approved = certification.status === 'approved'
    const unchanged =
      existing.certified === standing.certified &&
      existing.certificationStatus === standing.certificationStatus &&
      existing.providerStatus === standing.providerStatus
    if (unchanged && !approved) return
    // Each approval brings the licence the reviewer has just seen.
    const { licenceNumber, licencePhoto } = profileFromCertification(certification)
    const licence = approved ? { licenceNumber, licencePhoto } : {}
    await req.payload.update({
      collection: 'organisations',
      id: existing.id,
      data: { ...standing, ...licence, certification: certification.id },
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
