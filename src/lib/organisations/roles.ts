import type { PortalRole } from '@/lib/auth/roles'
import {
  type OrganisationCertificationType,
  organisationCertificationTypes,
  type ProviderType,
  providerTypes,
} from '@/lib/enums'

/** The portal roles that are organisations. */
export type OrganisationRole = Exclude<PortalRole, 'student'>

/** What an organisation of each role publishes: study offerings (schools, institutions) or jobs (employers). */
export type ListingKind = 'offerings' | 'jobs'

/**
 * One organisation in three vocabularies: the member's role, the certification's type and the
 * provider's type (each with its own numbering), and what it may publish.
 */
export const organisationKinds: Record<
  OrganisationRole,
  {
    certificationType: OrganisationCertificationType
    providerType: ProviderType
    publishes: ListingKind
  }
> = {
  employer: { certificationType: 'employer', providerType: 'employer', publishes: 'jobs' },
  school: { certificationType: 'school', providerType: 'school', publishes: 'offerings' },
  institution: {
    certificationType: 'educational-institution',
    providerType: 'education-agency',
    publishes: 'offerings',
  },
}

export const organisationRoles = Object.keys(organisationKinds) as OrganisationRole[]

/** The role whose organisations have this provider type. */
export const roleOfProviderType = (type: ProviderType): OrganisationRole =>
  organisationRoles.find((role) => organisationKinds[role].providerType === type)!

/** The numbers each vocabulary gives the role's organisations (certification type 1–3, provider type 1–3). */
export const organisationCodes = (role: OrganisationRole) => {
  const { certificationType, providerType } = organisationKinds[role]
  return {
    certificationType: organisationCertificationTypes.find((t) => t.value === certificationType)!
      .code,
    providerType: providerTypes.find((t) => t.value === providerType)!.code,
  }
}
