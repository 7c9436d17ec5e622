import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/data/payload'
import { mustAcceptPolicies } from '@/lib/consent/acceptance'
import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { type PolicyKind, policyKinds } from '@/lib/consent/policies'
import { type ConsentPurpose, optionalConsents } from '@/lib/enums'
import type { PrivacyPolicy, User } from '@/payload-types'

/** A policy as its page shows it (title, version, effective date, what changed, text), cached until an editor saves. */
export const getPolicy = cache((kind: PolicyKind, locale: AppLocale): Promise<PrivacyPolicy> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return (await payload.findGlobal({
        slug: kind,
        locale,
        depth: 0,
        overrideAccess: false,
      })) as PrivacyPolicy
    },
    ['policy', kind, locale],
    { tags: [cacheTags.policies] },
  )(),
)

export type PolicySummary = {
  kind: PolicyKind
  title: string
  version: string
  effectiveDate: string
  /** What changed in this version, in the reader's language (may be empty). */
  changes: string
}

/** Both policies as the acceptance page and the privacy page list them. */
export async function policySummaries(locale: AppLocale): Promise<PolicySummary[]> {
  return Promise.all(
    policyKinds.map(async (kind) => {
      const policy = await getPolicy(kind, locale)
      return {
        kind,
        title: policy.title,
        version: policy.version,
        effectiveDate: policy.effectiveDate,
        changes: policy.changes ?? '',
      }
    }),
  )
}

export type ConsentRow = {
  id: number
  purpose: ConsentPurpose
  /** Both versions for `policies`; null for the other purposes. */
  versions: { privacy: string; terms: string } | null
  locale: string
  givenAt: string
  withdrawnAt: string | null
  /** The member may withdraw it here (the optional ones, while they stand). */
  withdrawable: boolean
  guardianName: string | null
}

/** The member's consents, newest first, read as the member. */
export async function myConsents(user: User): Promise<ConsentRow[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'consents',
    user,
    overrideAccess: false,
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    purpose: doc.purpose,
    versions:
      doc.purpose === 'policies'
        ? { privacy: doc.privacyVersion ?? '', terms: doc.termsVersion ?? '' }
        : null,
    locale: doc.locale ?? '',
    givenAt: doc.createdAt,
    withdrawnAt: doc.withdrawnAt ?? null,
    withdrawable: !doc.withdrawnAt && optionalConsents.includes(doc.purpose),
    guardianName: doc.guardianName ?? null,
  }))
}

/** Whether the member must accept the policies in force before their dashboard opens. */
export const mustAcceptPoliciesNow = async (user: User) =>
  mustAcceptPolicies(await getPayloadClient(), user)
