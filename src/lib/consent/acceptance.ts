import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { isStaff } from '@/lib/auth/roles'
import { drizzleFor } from '@/lib/db/transaction'

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
 * in; accepting what is already accepted records nothing more. One member's acceptances queue
 * behind a lock: twenty at once (a double click, several tabs) record one.
 */
export async function acceptCurrentPolicies(
  req: PayloadRequest,
  owner: number,
  locale: AppLocale,
): Promise<PolicyVersions> {
  const current = await currentPolicyVersions(req.payload)
  const owned = await initTransaction(req)
  try {
    const db = await drizzleFor(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('consents'), ${owner})`)
    if (!coversCurrent(await acceptedPolicyVersions(req.payload, owner, req), current))
      await recordConsent(req, { owner, purpose: 'policies', locale, versions: current })
    if (owned) await commitTransaction(req)
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
  return current
}
