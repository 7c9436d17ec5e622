// Next.js's own file-system cache, with these additions (Next loads this file at run time, see
// `cacheHandler` in next.config.mjs):
// - a render that began before a tag of its data was expired is not stored: it may have read the
//   data before the change was committed, and would otherwise stay cached as the old page;
// - tags can be expired from outside a request (a job, a database notification), which Next's
//   `revalidateTag` refuses to do;
// - what is rendered at run time goes to this server instance's own folder (instanceCache.mjs);
// - cached data (`unstable_cache`) is kept in this process's memory only, within
//   `cacheMaxMemorySize`: on disk, every search nobody had asked before cost a file read that
//   failed, a folder check and a write, and the folder grew with each new query until a restart;
// - the cache tags of what each response shows reach the web server, for its CDN headers.
// The shared state is the one described in cacheState.ts (same global symbol and shape).
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import path from 'node:path'

import { instanceCacheDir, instanceCacheFile } from './instanceCache.mjs'

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

// The tags of what a response shows, for its CDN headers (see src/server/cdn/requestTags.ts, same
// global symbol and header): a request's cached reads add theirs to its set, and a kept page
// carries its own in its stored headers, which Next sends with every response served from it.
const requestTags = (globalThis[Symbol.for('edubridge.requestCacheTags')] ??=
  new AsyncLocalStorage())
const shareTags = (data, ctx) => {
  if (ctx?.kind === 'FETCH' || data?.kind === 'FETCH') {
    for (const tag of ctx?.tags ?? []) requestTags.getStore()?.add(tag)
  } else if (data?.headers && tagsOf(data, ctx).length > 0) {
    data.headers['x-edubridge-cache-tags'] = tagsOf(data, ctx).join(',')
  }
}

export default class CacheHandler extends FileSystemCache {
  getFilePath(key, kind) {
    const instanceDir = instanceCacheDir(path.join(this.serverDistDir, '..'))
    return instanceCacheFile(super.getFilePath(key, kind), this.serverDistDir, instanceDir)
  }

  async get(...args) {
    const [key, ctx] = args
    const entry =
      ctx?.kind === 'FETCH' && !FileSystemCache.memoryCache?.has(key)
        ? null
        : await super.get(...args)
    shareTags(entry?.value, ctx)
    return entry
  }

  async set(key, data, ctx) {
    const startedAt = state.requestClock.getStore()?.startedAt
    if (
      startedAt !== undefined &&
      tagsOf(data, ctx).some((tag) => (state.tagExpiries.get(tag) ?? 0) >= startedAt)
    )
      return
    // Only a page kept here names its tags: a CDN must not keep one that may show data from before a change.
    shareTags(data, ctx)
    if (data?.kind === 'FETCH') return this.keepInMemory(key, data)
    return super.set(key, data, ctx)
  }

  /** What Next's own set keeps in memory for data, without the file it also writes. */
  keepInMemory(key, data) {
    FileSystemCache.memoryCache?.set(key, { value: data, lastModified: Date.now() })
  }
}
