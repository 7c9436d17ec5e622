/** The path of the front page's document; it is served at / and never at /home. */
export const HOME_PATH = 'home'

/**
 * First segments owned by the portal's own routes and the legacy redirects,
 * so an editor cannot create a page that would never be reached.
 */
const reservedFirstSegments = new Set([
  'admin',
  'api',
  'article',
  'coach',
  'compare',
  'contact-me',
  'contact-us',
  'en',
  'lifecycle',
  'my-account-login',
  'my-account-register',
  'organisation',
  'package',
  'programme',
  'search',
  'tools',
  'university',
  'user',
  'zh',
])
const reservedPaths = new Set([
  'ivy/index-back',
  'study-abroad/index-backup',
  'employment/job',
  'sitemap.xml',
  'robots.txt',
])

const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "/Study-Tour/" → "study-tour": what an editor types, as stored. */
export const normalisePagePath = (value: string): string =>
  value
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()

export type PagePathProblem = 'format' | 'reserved'

/** Why a stored page path cannot be used, or null when it can: 1–3 lowercase segments, not a route of the portal. */
export function pagePathProblem(path: string): PagePathProblem | null {
  const segments = path.split('/')
  if (segments.length > 3 || !segments.every((s) => segment.test(s))) return 'format'
  if (
    reservedFirstSegments.has(segments[0]!) ||
    reservedPaths.has(path) ||
    path.startsWith('employment/job/')
  )
    return 'reserved'
  return null
}
