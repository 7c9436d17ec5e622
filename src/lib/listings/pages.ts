import type { OfferingType } from '@/lib/enums'

/** The public offer pages (their paths) and the offering types each lists under its editors' copy. */
export const offeringPages = {
  'study-tour': ['study-tour'],
  'overseas-study': ['overseas-programme', 'pre-college', 'dream-school-immersion'],
  'online-courses': ['credit-course'],
  'academic-tutoring': ['tutoring'],
} as const satisfies Record<string, readonly OfferingType[]>

export type OfferingPage = keyof typeof offeringPages

export const offeringPageNames = Object.keys(offeringPages) as OfferingPage[]

/** The types an offer page lists. */
export const typesOf = (page: OfferingPage): readonly OfferingType[] => offeringPages[page]

/** The offer page that lists offerings of `type` (where a programme page leads back to). */
export const offeringPageOf = (type: OfferingType): OfferingPage =>
  offeringPageNames.find((page) => typesOf(page).includes(type))!

/** The list of jobs and internships. */
export const JOBS_PATH = '/employment/job'

/** The locale-neutral paths of a listing's or organisation's public page. */
export const listingPaths = {
  offering: (id: number) => `/programme/${id}`,
  job: (id: number) => `${JOBS_PATH}/${id}`,
  organisation: (id: number) => `/organisation/${id}`,
}
