import { portalRoleOf } from '@/components/dashboard/roles'
import { getMyOrganisation } from '@/data/myOrganisation'
import { isStaff } from '@/lib/auth/roles'
import type { Organisation, User } from '@/payload-types'

/** Why a member has no organisation to manage: not an organisation account, or not certified yet. */
export type NoOrganisation = 'notOrganisation' | 'notCertified'

/** The member's organisation in both languages, or why there is none. */
export async function myOrganisationOrWhyNot(
  user: User,
): Promise<{ en: Organisation; zh: Organisation } | NoOrganisation> {
  const role = isStaff(user) ? null : portalRoleOf(user)
  if (!role || role === 'student') return 'notOrganisation'
  const [en, zh] = await Promise.all([getMyOrganisation(user, 'en'), getMyOrganisation(user, 'zh')])
  return en && zh ? { en, zh } : 'notCertified'
}
