import fs from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { LRUCache } from 'lru-cache'

import { compressOnce, type StaticEncoding, staticEncoding } from '@/server/http/compression'

/** The build's text files under /_next/static/, the ones worth compressing. */
const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
}

const prefix = '/_next/static/'

/** The file a /_next/static/ URL names inside `staticDir`, or null for anything else. */
export function staticFilePath(staticDir: string, url: string): string | null {
  const pathname = url.split('?')[0]!
  if (!pathname.startsWith(prefix)) return null
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(prefix.length))
  } catch {
    return null
  }
  if (relative.includes('\0') || !contentTypes[path.extname(relative)]) return null
  const file = path.resolve(staticDir, relative)
  return file.startsWith(staticDir + path.sep) ? file : null
}

/**
 * Serves the build's hashed scripts and styles compressed (brotli or gzip, made once per file and
 * kept in memory), in front of Next, which sends them uncompressed once its own compression is off.
 * Anything else, a missing file or a client that takes neither encoding goes to `next`.
 */
export function createStaticFiles(staticDir: string, { maxBytes = 16 * 1024 * 1024 } = {}) {
  const root = path.resolve(staticDir)
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => b.length })
  // Twenty first visitors at once share one compression of each file.
  const pending = new Map<string, Promise<Buffer | null>>()

  const compressed = (file: string, encoding: StaticEncoding) => {
    const key = `${encoding}:${file}`
    const hit = kept.get(key)
    if (hit) return Promise.resolve(hit)
    let work = pending.get(key)
    if (!work) {
      work = fs
        .readFile(file)
        .then((body) => compressOnce(body, encoding))
        .then((body) => (kept.set(key, body), body))
        .catch(() => null)
        .finally(() => pending.delete(key))
      pending.set(key, work)
    }
    return work
  }

  return {
    serve(req: IncomingMessage, res: ServerResponse, next: () => unknown) {
      const file =
        req.method === 'GET' || req.method === 'HEAD' ? staticFilePath(root, req.url ?? '') : null
      const encoding = file ? staticEncoding(req.headers['accept-encoding']) : null
      if (!file || !encoding) return next()
      void compressed(file, encoding).then((body) => {
        if (!body) return next()
        res.writeHead(200, {
          'content-type': contentTypes[path.extname(file)],
          'content-encoding': encoding,
          'content-length': body.length,
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept-Encoding',
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
