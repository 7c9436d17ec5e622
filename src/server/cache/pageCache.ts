import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { isLocaleCookie, localeCookie } from '@/i18n/cookie'

/**
 * An in-memory cache of whole public page responses, in front of Next.js and its proxy.
 *
 * Next.js already caches the pages (ISR, expired by tags), but every hit still runs the proxy and
 * Next's routing, about 1.5 ms of CPU a request. This keeps the finished bytes (already
 * compressed) of pages that are the same for every visitor and replays them. Any committed content
 * change clears it whole (see expiredTagsListener.ts), so nothing here outlives the data.
 *
 * What is kept: GET responses with status 200 that Next served from its page cache or that say
 * they may be shared (`Cache-Control: public`, the public lists), never one that says `private`
 * or `no-store`, sets a cookie or varies on everything; one copy per value of each header the
 * response varies on. What is not: the member area, sign-in, API, admin, client-side navigation
 * (RSC) requests, and any response begun before the last clear.
 */

type CachedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** Never cached here: Payload, Next internals, the member area and the sign-in pages. */
const excludedPath =
  /^(?:\/(?:en|zh))?\/(?:api|admin|_next|user|my-account-login|my-account-register|lifecycle)(?:\/|$)/
/** Client-side navigation and server action requests: their answers depend on the router's state. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]
export const isRouterRequest = (req: Pick<IncomingMessage, 'url' | 'headers'>) =>
  (req.url ?? '').includes('_rsc=') || routerHeaders.some((name) => req.headers[name] !== undefined)

const registry = Symbol.for('edubridge.pageCache')
type Registry = { clear: () => void }
const globalRegistry = globalThis as typeof globalThis & { [registry]?: Registry }

/** Clears the page cache of this process, if it has one (called whenever content changes). */
export const clearPageCache = () => globalRegistry[registry]?.clear()

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1] ?? ''

/**
 * The cache key of a request, or null when it must go to Next. It holds everything the proxy and
 * the page decide on: URL, the saved locale cookie, the browser language (it matters on / only)
 * and the accepted encodings (the kept bytes are compressed for them).
 */
export function pageCacheKey(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | null {
  const url = req.url ?? ''
  const path = url.split('?')[0]!
  if (req.method !== 'GET' || excludedPath.test(path) || isRouterRequest(req)) return null
  const language = path === '/' ? (req.headers['accept-language'] ?? '') : ''
  return [
    url,
    cookieValue(req.headers.cookie, localeCookie.name),
    language,
    req.headers['accept-encoding'] ?? '',
  ].join('\n')
}

/**
 * Cookies a shared response may set: only the saved locale, which the proxy derives from what the
 * key holds (URL and locale cookie), so every visitor with that key gets the same one.
 */

/** Whether a finished response may be replayed to every visitor with the same key. */
export function isShareable(status: number, headers: OutgoingHttpHeaders) {
  const cookies = [headers['set-cookie'] ?? []].flat().map(String)
  if (status !== 200 || !cookies.every(isLocaleCookie)) return false
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/\b(?:private|no-store)\b/.test(cacheControl) || varyNames(headers).includes('*'))
    return false
  return headers['x-nextjs-cache'] === 'HIT' || /\bpublic\b/.test(cacheControl)
}

/** The request headers a response varies on (lower-cased). */
const varyNames = (headers: OutgoingHttpHeaders) =>
  String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

const variantKey = (key: string, names: string[], req: Pick<IncomingMessage, 'headers'>) =>
  [key, ...names.map((name) => `${name}=${String(req.headers[name] ?? '')}`)].join('\n')

/** Creates this process's page cache; `handle` passes a request to Next.js. */
export function createPageCache({ maxBytes = 32 * 1024 * 1024 } = {}) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.length + 512,
  })
  /** For each key, the headers its responses vary on (each value of those gets its own copy). */
  const varies = new LRUCache<string, string[]>({ max: 10_000 })
  let generation = 0
  globalRegistry[registry] = {
    clear: () => {
      generation++
      pages.clear()
      varies.clear()
    },
  }

  const replay = (req: IncomingMessage, res: ServerResponse, page: CachedPage) => {
    if (page.headers.etag && req.headers['if-none-match'] === page.headers.etag) {
      res.writeHead(304, { etag: page.headers.etag })
      return res.end()
    }
    res.writeHead(page.status, {
      ...page.headers,
      'content-length': page.body.length,
      'x-page-cache': 'HIT',
    })
    res.end(page.body)
  }

  /** Keeps what Next writes for this request, and stores it once finished if it is shareable. */
  const record = (key: string, req: IncomingMessage, res: ServerResponse) => {
    const started = generation
    // What the web server set before Next (its security headers) it sets again on every response,
    // replays included, from what is true then: a kept copy would bring back an old policy.
    const preset = res.getHeaders()
    const chunks: Buffer[] = []
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        )
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    }
    // Headers handed to writeHead() directly never show in getHeaders(): keep them too.
    let written: OutgoingHttpHeaders = {}
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (headers && !Array.isArray(headers)) written = headers as OutgoingHttpHeaders
      return writeHead(status, ...rest)
    }) as ServerResponse['writeHead']
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as ServerResponse['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk, rest[0])
      const lowerCased = Object.entries(written).map(([name, value]) => [name.toLowerCase(), value])
      const headers: OutgoingHttpHeaders = {
        ...res.getHeaders(),
        ...Object.fromEntries(lowerCased),
      }
      if (started === generation && isShareable(res.statusCode, headers)) {
        delete headers['transfer-encoding']
        delete headers['content-length']
        for (const [name, value] of Object.entries(preset))
          if (headers[name] === value) delete headers[name]
        const names = varyNames(headers)
        varies.set(key, names)
        pages.set(variantKey(key, names, req), {
          status: res.statusCode,
          headers,
          body: Buffer.concat(chunks),
        })
      }
      return end(chunk, ...rest)
    }) as ServerResponse['end']
  }

  return {
    /** Answers from the cache, or lets Next answer and keeps the result when it may. */
    serve(req: IncomingMessage, res: ServerResponse, handle: () => unknown) {
      const key = pageCacheKey(req)
      if (key === null) return handle()
      const page = pages.get(variantKey(key, varies.get(key) ?? [], req))
      if (page) return replay(req, res, page)
      record(key, req, res)
      return handle()
    },
    get size() {
      return pages.size
    },
  }
}
