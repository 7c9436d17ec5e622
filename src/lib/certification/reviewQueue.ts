import type { Where } from 'payload'

import type { CertificationStatus } from '@/lib/enums'

type Filter = {
  key:
    | 'waiting'
    | 'waitingStudents'
    | 'waitingOrganisations'
    | 'approved'
    | 'rejected'
    | 'expired'
    | 'all'
  status?: CertificationStatus
  type?: 'student' | 'organisation'
}

/** The reviewers' quick filters over the queue, by status and type. */
export const reviewFilters: readonly Filter[] = [
  { key: 'waiting', status: 'pending-review' },
  { key: 'waitingStudents', status: 'pending-review', type: 'student' },
  { key: 'waitingOrganisations', status: 'pending-review', type: 'organisation' },
  { key: 'approved', status: 'approved' },
  { key: 'rejected', status: 'rejected' },
  { key: 'expired', status: 'expired' },
  { key: 'all' },
]

export function filterWhere({ status, type }: Filter): Where {
  return {
    ...(status ? { status: { equals: status } } : {}),
    ...(type ? { type: { equals: type } } : {}),
  }
}

/** The admin list's own query string for a filter (the list view reads `where` from its URL). */
export function filterQuery(filter: Filter): string {
  const conditions = Object.entries(filterWhere(filter)) as [string, { equals: string }][]
  return new URLSearchParams(
    conditions.map(([field, { equals }]) => [`where[${field}][equals]`, equals]),
  ).toString()
}

/** Which filter the list's current query is, if it is one of them. */
export function activeFilter(
  searchParams: Record<string, unknown> | undefined,
): Filter['key'] | null {
  const where = (searchParams?.where ?? {}) as Record<string, { equals?: unknown } | undefined>
  const status = where.status?.equals ?? searchParams?.['where[status][equals]']
  const type = where.type?.equals ?? searchParams?.['where[type][equals]']
  const others = Object.keys(where).some((k) => k !== 'status' && k !== 'type')
  if (others) return null
  return (
    reviewFilters.find((f) => f.status === (status ?? undefined) && f.type === (type ?? undefined))
      ?.key ?? null
  )
}
