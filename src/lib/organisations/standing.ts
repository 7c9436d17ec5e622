import type { CertificationStatus, ProviderStatus } from '@/lib/enums'
import type { Certification } from '@/payload-types'

/** Where an organisation stands: it publishes, and its listings show, only while both say so. */
export type Standing = {
  certificationStatus: CertificationStatus
  providerStatus: ProviderStatus | null
  certified: boolean
}

/**
 * The standing that follows the organisation's certification: an approval certifies it; a
 * rejection, an expiry or an admin's disabling takes it away. While a certified organisation's
 * changed details wait for review, it stays certified: what was approved still holds.
 */
export function standingOf(
  certification: Pick<Certification, 'status' | 'organisation'>,
  wasCertified = false,
): Standing {
  const certificationStatus = certification.status
  const providerStatus = certification.organisation?.providerStatus ?? null
  const approved = certificationStatus === 'approved' && providerStatus === 'certified'
  const underReview = certificationStatus === 'pending-review' && providerStatus !== 'disabled'
  return {
    certificationStatus,
    providerStatus,
    certified: approved || (wasCertified && underReview),
  }
}
