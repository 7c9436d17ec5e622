import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// The handler Next loads at run time (plain JavaScript, beside the TypeScript that shares its state).
const { default: CacheHandler } = await import('@/server/cache/nextCacheHandler.mjs')
// The file methods Next hands its cache handler.
const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')

/** The two calls Next makes, loosely typed: the tests hand it plain entries of Next's shapes. */
export type CacheHandlerCalls<Entry> = {
  set: (key: string, data: object, ctx: object) => Promise<void>
  get: (key: string, ctx: object) => Promise<Entry | null>
}

/**
 * A new handler as Next makes it, on an empty directory of its own named after `prefix`
 * (`serverDistDir`); with `flushToDisk`, writing what it keeps there as the portal's does.
 */
export const newCacheHandler = <Entry>(
  prefix: string,
  { flushToDisk = false, dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix)) } = {},
): CacheHandlerCalls<Entry> => {
  const options = {
    dev: false,
    fs: nodeFs,
    flushToDisk,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  }
  return new CacheHandler(options as never) as unknown as CacheHandlerCalls<Entry>
}

/** A rendered page as Next hands it to the handler, tagged with `tags`. */
export const pageEntry = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: 'page',
  rscData: undefined,
  status: 200,
  headers: { 'x-next-cache-tags': tags.join(',') } as Record<string, string>,
})
