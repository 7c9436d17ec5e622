// Next.js's own file-system cache, with two additions (Next loads this file at run time, see
// `cacheHandler` in next.config.ts):
// - a render that began before a tag of its data was expired is not stored: it may have read the
//   data before the change was committed, and would otherwise stay cached as the old page;
// - tags can be expired from outside a request (a job, a database notification), which Next's
//   `revalidateTag` refuses to do.
// The shared state is the one described in cacheState.ts (same global symbol and shape).
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
// One module instance per process (Next loads its ".external" modules unbundled), so this is the
// manifest Next checks cached entries against.
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const key = Symbol.for('edubridge.cacheState')
const state = (globalThis[key] ??= {
  requestClock: new AsyncLocalStorage(),
  tagExpiries: new Map(),
})

state.expireNextTags = (tags) => {
  const now = Date.now()
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now })
}

/** The cache tags an entry depends on: a data entry's own tags, or those a page or route collected. */
const tagsOf = (data, ctx) => {
  if (data?.kind === 'FETCH') return ctx?.tags ?? []
  const header = data?.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',') : []
}

export default class CacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    const startedAt = state.requestClock.getStore()?.startedAt
    if (
      startedAt !== undefined &&
      tagsOf(data, ctx).some((tag) => (state.tagExpiries.get(tag) ?? 0) >= startedAt)
    )
      return
    return super.set(key, data, ctx)
  }
}
