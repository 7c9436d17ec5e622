'use client'

import useSWR from 'swr'

import { listingKey } from '@/lib/applications/listings'
import { fetchOrFail } from '@/components/browser/clientFailure'
import { swrOptions } from '@/components/browser/swr'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Application } from '@/payload-types'

/** What the panel shows of the member's application. */
export type MyListingApplication = Pick<Application, 'id' | 'status' | 'createdAt'>

async function fetchMine([, key, owner]: readonly [string, string, number]) {
  const query = new URLSearchParams({
    'where[listingKey][equals]': key,
    'where[owner][equals]': String(owner),
    'select[status]': 'true',
    'select[createdAt]': 'true',
    limit: '1',
    depth: '0',
  })
  const response = await fetchOrFail(`/api/applications?${query}`, {
    credentials: 'same-origin',
    cache: 'no-store',
  })
  const body = (await response.json()) as { docs?: MyListingApplication[] }
  return body.docs?.[0] ?? null
}

/** The student's application to this listing (null: none yet), read with their own session and access. */
export const useMyApplication = (kind: ListingKind, id: number, owner: number) =>
  useSWR(['my-application', listingKey(kind, id), owner] as const, fetchMine, {
    ...swrOptions,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  })
