import type { Payload, PayloadRequest } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { isStaff } from '@/lib/auth/roles'

import { coversCurrent, type PolicyVersions } from './policies'
import { acceptedPolicyVersions, currentPolicyVersions, recordConsent } from './record'

/**
 * Whether a signed-in account must accept the policies before it continues: a member whose last
 * acceptance (at registration, or since) is of other versions than those in force, or who never
 * accepted (an account an admin created). Staff are bound by their contract, not asked here.
 */
export async function mustAcceptPolicies(
  payload: Payload,
  user: { id: number; roles?: readonly string[] | null },
): Promise<boolean> {
  if (isStaff(user)) return false
  const current = await currentPolicyVersions(payload)
  // Nothing published yet (a database without the policies): nothing to accept.
  if (!current['privacy-policy'] && !current['terms-of-use']) return false
  return !coversCurrent(await acceptedPolicyVersions(payload, user.id), current)
}

/**
 * Records the member's acceptance of the versions now in force, in the language they read them
 * in; accepting what is already accepted records nothing more.
 */
export async function acceptCurrentPolicies(
  req: PayloadRequest,
  owner: number,
  locale: AppLocale,
): Promise<PolicyVersions> {
  const current = await currentPolicyVersions(req.payload)
  if (!coversCurrent(await acceptedPolicyVersions(req.payload, owner), current))
    await recordConsent(req, { owner, purpose: 'policies', locale, versions: current })
  return current
}
