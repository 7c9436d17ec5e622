import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Where the cache tags of what a response shows are gathered while Next renders it, for its CDN
 * headers. Next's cache handler (src/server/cache/nextCacheHandler.mjs, loaded by Next at run time)
 * fills both, through the same global symbol and header name:
 * - each cached read of the request adds its tags to the request's set (what a page rendered per
 *   request, such as a public list, depends on);
 * - a page Next keeps carries its tags in a header of its stored copy, so every response served from
 *   that copy names them, also when several requests share one render.
 */
const key = Symbol.for('edubridge.requestCacheTags')
const shared = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<Set<string>> }

export const requestCacheTags = (): AsyncLocalStorage<Set<string>> =>
  (shared[key] ??= new AsyncLocalStorage<Set<string>>())

/** The header that carries a kept page's tags from Next to the web server (never sent on). */
export const pageTagsHeader = 'x-edubridge-cache-tags'
