import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { cacheState } from '@/server/cache/cacheState'
import { isRouterRequest, isShareable, pageCacheKey } from '@/server/cache/pageCache'

import {
  askEveryTime,
  browserOnly,
  cdnPageHeaders,
  type CdnPolicy,
  publicCacheTags,
  revalidateEveryTime,
} from '@/server/cdn/headers'
import { pageTagsHeader, requestCacheTags } from '@/server/cdn/requestTags'

type RequestLike = Pick<IncomingMessage, 'method' | 'url' | 'headers'>

/** Whether a Cache-Control value lets a shared cache keep the answer (Next says `s-maxage=…` for pages it keeps). */
const sharedCachesMayKeep = (cacheControl: string) =>
  !/\b(?:private|no-store)\b/i.test(cacheControl) &&
  /\b(?:public|s-maxage|max-age)\b/i.test(cacheControl)

/**
 * The caching headers a response gets, given what Next decided (status, headers) and the cache
 * tags of what it shows. Public pages the page cache may keep (GET, 200, the same for everyone)
 * get the CDN headers. Any other answer on a public path that Next let shared caches keep (it
 * marks every page it renders for its cache, for a year) loses that: a first render is asked for
 * again every time, a 404 or an answer setting a cookie is for browsers only. Navigation requests
 * are never stored. The member area, admin, API and files are left as they are (they say
 * `private, no-store` already, or are not pages).
 */
export function cdnHeadersFor(
  req: RequestLike,
  status: number,
  headers: OutgoingHttpHeaders,
  tags: Iterable<string>,
  policy: CdnPolicy,
): Record<string, string> {
  const cacheControl = String(headers['cache-control'] ?? '')
  // A HEAD is answered like the GET that a CDN would keep.
  const asGet = req.method === 'HEAD' ? { method: 'GET', url: req.url, headers: req.headers } : req
  if (pageCacheKey(asGet) === null)
    return isRouterRequest(req) && sharedCachesMayKeep(cacheControl)
      ? { 'cache-control': 'private, no-store' }
      : {}
  // A 304 tells a cache its copy of the 200 is current: it carries what the 200 would.
  const asStatus = status === 304 ? 200 : status
  if (!isShareable(asStatus, headers)) {
    if (!sharedCachesMayKeep(cacheControl)) return {}
    const firstRender = isShareable(asStatus, { ...headers, 'x-nextjs-cache': 'HIT' })
    return { 'cache-control': firstRender ? askEveryTime : browserOnly }
  }
  const named = publicCacheTags(tags)
  return named ? cdnPageHeaders(named, policy) : { 'cache-control': revalidateEveryTime }
}

/** Runs the handling of one request with a fresh set for the cache tags its reads carry. */
export const collectingCacheTags = <T>(work: () => T): T => requestCacheTags().run(new Set(), work)

/**
 * Gives the response its caching headers just before they are sent, once Next has said what it
 * is: by then the page has rendered (or come from Next's cache) and its tags are known.
 */
export function sendCdnHeaders(req: IncomingMessage, res: ServerResponse, policy: CdnPolicy) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find(
      (part) => part !== null && typeof part === 'object' && !Array.isArray(part),
    ) as OutgoingHttpHeaders | undefined
    const headers: OutgoingHttpHeaders = { ...res.getHeaders() }
    for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value
    const pageTags = String(headers[pageTagsHeader] ?? '').split(',')
    res.removeHeader(pageTagsHeader)
    const tags = [...pageTags, ...(requestCacheTags().getStore() ?? [])]
    // A render under way when its data changed may show the data from before: a CDN could keep
    // it past the purge, so it names no tags (and is not kept).
    const { requestClock, tagExpiries } = cacheState()
    const startedAt = requestClock.getStore()?.startedAt ?? Infinity
    const current = tags.every((tag) => (tagExpiries.get(tag) ?? 0) < startedAt)
    const decided = cdnHeadersFor(req, status, headers, current ? tags : [], policy)
    for (const [name, value] of Object.entries(decided)) {
      // Headers handed to writeHead win over those set before: the decided one must be the only one.
      for (const givenName of Object.keys(given ?? {}))
        if (givenName.toLowerCase() === name) delete given![givenName]
      res.setHeader(name, value)
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}
