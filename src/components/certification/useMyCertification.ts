'use client'

import useSWR from 'swr'

import { swrOptions } from '@/components/browser/swr'
import type { CertificationType } from '@/lib/certification/stored'
import type { Certification } from '@/payload-types'

/** Why the member's application could not be loaded: no answer at all, or an HTTP error status. */
export class CertificationLoadError extends Error {
  constructor(readonly status: number | 'network') {
    super(`certification load failed: ${status}`)
  }
}

async function fetchMine([, type, owner]: readonly [
  string,
  CertificationType,
  number,
]): Promise<Certification | null> {
  const query = new URLSearchParams({
    'where[owner][equals]': String(owner),
    'where[type][equals]': type,
    sort: '-updatedAt',
    limit: '1',
    depth: '1',
  })
  let response: Response
  try {
    response = await fetch(`/api/certifications?${query}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    throw new CertificationLoadError('network')
  }
  if (!response.ok) throw new CertificationLoadError(response.status)
  const body = (await response.json()) as { docs?: Certification[] }
  return body.docs?.[0] ?? null
}

/**
 * The member's application of a type, as the server rendered it and then kept fresh through the
 * REST API (read with the member's own session and access): a reviewer's decision shows when the
 * member comes back to the tab, without a reload. `initial` undefined means the server could not load it.
 */
export function useMyCertification(
  type: CertificationType,
  owner: number,
  initial: Certification | null | undefined,
) {
  return useSWR(['my-certification', type, owner] as const, fetchMine, {
    ...swrOptions,
    fallbackData: initial,
    // What the server rendered is fresh: fetched again only when it could not be loaded.
    revalidateOnMount: initial === undefined,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  })
}
