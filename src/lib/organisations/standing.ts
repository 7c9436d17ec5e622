import type { CertificationStatus, ProviderStatus } from '@/lib/enums'
import type { Certification } from '@/payload-types'

/** Where an organisation stands: it publishes, and its listings show, only while both say so. */
export type Standing = {
  certificationStatus: CertificationStatus
  providerStatus: ProviderStatus | null
  certified: boolean
}

/** The standing that follows the organisation's certification (an approval, a rejection, an expiry, an admin's disabling). */
export function standingOf(
  certification: Pick<Certification, 'status' | 'organisation'>,
): Standing {
  const certificationStatus = certification.status
  const providerStatus = certification.organisation?.providerStatus ?? null
  return {
    certificationStatus,
    providerStatus,
    certified: certificationStatus === 'approved' && providerStatus === 'certified',
  }
}
