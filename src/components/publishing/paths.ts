import type { ListingKind } from '@/lib/organisations/roles'

/** A listing's form: new (no id) or the listing's own. */
export const editorPath = (kind: ListingKind, id?: number) =>
  `${kind === 'jobs' ? '/user/services/job' : '/user/studyAbroad/info'}${id ? `/${id}` : ''}`

/** Where the organisation answers a listing's applications (page 1 unless given). */
export const applicationsPath = (kind: ListingKind, id: number, page = 1) =>
  `/user/services/applicants/${kind}/${id}${page > 1 ? `?page=${page}` : ''}`

/** A listing's id from a route segment (a positive whole number), or null. */
export const routeId = (segment: string | undefined) =>
  segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null
