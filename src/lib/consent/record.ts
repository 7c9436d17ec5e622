import type { Payload, PayloadRequest } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { ConsentPurpose } from '@/lib/enums'

import { type PolicyVersions, policyKinds } from './policies'

/** The versions of both policies now in force, as their pages show them. */
export async function currentPolicyVersions(payload: Payload): Promise<PolicyVersions> {
  const [privacy, terms] = await Promise.all(
    policyKinds.map((slug) => payload.findGlobal({ slug, depth: 0, select: { version: true } })),
  )
  return { 'privacy-policy': privacy?.version ?? '', 'terms-of-use': terms?.version ?? '' }
}

type NewConsent = {
  owner: number
  purpose: ConsentPurpose
  locale: AppLocale
  /** For `policies`: the versions accepted (the ones in force when not given). */
  versions?: PolicyVersions
  certification?: number
  guardian?: { name: string; contact: string }
}

/**
 * Keeps a consent as given, by the system for the member (nobody writes consents through an API):
 * in the request's transaction when there is one, so it stands or falls with what it covers.
 */
export async function recordConsent(req: PayloadRequest, consent: NewConsent): Promise<void> {
  const versions =
    consent.purpose === 'policies'
      ? (consent.versions ?? (await currentPolicyVersions(req.payload)))
      : null
  await req.payload.create({
    collection: 'consents',
    data: {
      owner: consent.owner,
      purpose: consent.purpose,
      locale: consent.locale,
      privacyVersion: versions?.['privacy-policy'] ?? null,
      termsVersion: versions?.['terms-of-use'] ?? null,
      certification: consent.certification ?? null,
      guardianName: consent.guardian?.name ?? null,
      guardianContact: consent.guardian?.contact ?? null,
    },
    req,
    overrideAccess: true,
  })
}

/** Dates the withdrawal of the member's standing consents of `purpose` (kept, never removed). */
export async function withdrawConsent(
  req: PayloadRequest,
  owner: number,
  purpose: ConsentPurpose,
): Promise<number> {
  const { docs } = await req.payload.update({
    collection: 'consents',
    where: {
      owner: { equals: owner },
      purpose: { equals: purpose },
      withdrawnAt: { exists: false },
    },
    data: { withdrawnAt: new Date().toISOString() },
    req,
    overrideAccess: true,
  })
  return docs.length
}

/** Whether the member has a standing consent of `purpose`. */
export async function hasConsent(
  payload: Payload,
  owner: number,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'consents',
    where: {
      owner: { equals: owner },
      purpose: { equals: purpose },
      withdrawnAt: { exists: false },
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The policy versions the member last accepted (null: never, or withdrawn with the account). */
export async function acceptedPolicyVersions(
  payload: Payload,
  owner: number,
  /** Read in this request's transaction (behind its lock), when given. */
  req?: PayloadRequest,
): Promise<PolicyVersions | null> {
  const { docs } = await payload.find({
    req,
    collection: 'consents',
    where: {
      owner: { equals: owner },
      purpose: { equals: 'policies' },
      withdrawnAt: { exists: false },
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const latest = docs[0]
  return latest
    ? {
        'privacy-policy': latest.privacyVersion ?? '',
        'terms-of-use': latest.termsVersion ?? '',
      }
    : null
}
