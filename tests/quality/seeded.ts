import { type APIRequestContext, expect } from '@playwright/test'

type Doc = Record<string, unknown> & { id: number | string }

async function docs(request: APIRequestContext, collection: string, query = '') {
  const response = await request.get(`/api/${collection}?depth=0&limit=100${query}`)
  expect(response.ok(), `${collection}: ${response.status()}`).toBe(true)
  return ((await response.json()) as { docs: Doc[] }).docs
}

/** One real document of each kind the public routes show, found through the public REST API. */
export async function seeded(request: APIRequestContext) {
  const coaches = await docs(request, 'coaches')
  const packages = await docs(request, 'packages')
  const pkg = packages.find((p) => coaches.some((c) => c.id === p.coach))
  expect(pkg, 'a package of a listed coach').toBeTruthy()
  const coach = coaches.find((c) => c.id === pkg!.coach)!
  const [university] = await docs(request, 'universities')
  const [article] = await docs(request, 'articles')
  const [organisation] = await docs(request, 'organisations')
  // Every demo service manager keeps hours: the first one of the organisation shown is booked.
  const manager =
    organisation &&
    (await docs(request, 'service-managers')).find((m) => m.organisation === organisation.id)
  const [offering] = await docs(request, 'offerings')
  const [job] = await docs(request, 'jobs')
  const pages = await docs(request, 'pages')
  return {
    coach: String(coach.slug),
    pkg: String(pkg!.slug),
    university: { id: String(university!.id), slug: String(university!.slug) },
    article: String(article!.slug),
    organisation: organisation && String(organisation.id),
    manager: manager && String(manager.id),
    offering: offering && String(offering.id),
    job: job && String(job.id),
    // The home page is the root; the others are offer pages at /{path}.
    offerPages: pages
      .map((p) => String(p.path ?? ''))
      .filter((p) => p && p !== 'home' && p !== '/'),
  }
}

export type Seeded = Awaited<ReturnType<typeof seeded>>

/** Every public route of the portal with real documents, unprefixed (English). */
export function publicRoutes(s: Seeded) {
  return [
    '/',
    '/academic-tutoring',
    '/article',
    `/article/${s.article}`,
    `/coach/${s.coach}`,
    `/coach/${s.coach}/p/${s.pkg}`,
    // Every demo coach takes bookings: the booking page with its free times.
    `/coach/${s.coach}/book`,
    // Every demo coach has published reviews (seeded from held sessions).
    `/coach/${s.coach}/reviews`,
    '/compare',
    '/contact-me',
    '/contact-us',
    '/employment/go-to-china',
    '/employment/job',
    ...(s.job ? [`/employment/job/${s.job}`] : []),
    '/online-courses',
    ...(s.organisation ? [`/organisation/${s.organisation}`] : []),
    ...(s.organisation && s.manager ? [`/organisation/${s.organisation}/book/${s.manager}`] : []),
    '/overseas-study',
    '/package',
    '/package/ivy',
    '/partnership',
    ...(s.offering ? [`/programme/${s.offering}`] : []),
    '/search',
    '/study-tour',
    '/tools/recommender',
    '/university',
    `/university/${s.university.slug}`,
    '/my-account-login',
    '/my-account-register',
    '/my-account-forgot-password',
    '/lifecycle/signup/reg',
    ...s.offerPages.map((p) => `/${p.replace(/^\//, '')}`),
  ].filter((path, i, all) => all.indexOf(path) === i)
}

/** The signed-in dashboard's routes; a page a member's role may not use sends them on. */
export const memberRoutes = [
  '/user',
  '/user/home',
  '/user/introduction',
  '/user/profile',
  '/user/settings',
  '/user/applications',
  '/user/bookings',
  '/user/orders',
  '/user/messages',
  '/user/coaching',
  '/user/coaching/availability',
  '/user/certify',
  '/user/certify/student',
  '/user/certify/student2',
  '/user/certify/org',
  '/user/cm',
  '/user/cm/info',
  '/user/cm/sessions',
  '/user/services',
  '/user/services/job',
  '/user/studyAbroad',
  '/user/studyAbroad/index1',
  '/user/studyAbroad/info',
  '/user/security',
  '/user/security/account-info',
  '/user/security/discoverability-settings',
  '/user/security/email-change',
  '/user/security/password-change',
  '/user/security/sessions',
  '/user/security/two-step',
  '/user/privacy',
  '/user/security/data-export',
  '/user/security/delete-account',
]

export const locales = ['', '/en', '/zh'] as const

export function localized(prefix: string, path: string) {
  return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path
}
