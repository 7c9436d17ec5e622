/**
 * One production web process: Next.js (with Payload inside) behind the in-memory page cache of
 * src/server/cache/pageCache.ts, compressing what it sends. scripts/serve.ts runs one or several of
 * them on one port. Reads PORT (default 3000) and NEXT_DIST_DIR (through next.config.mjs).
 *
 * While the database is unreachable (checked every second, and whenever a connection could not be
 * had), requests that need it are answered 503 at once with a localized page or message, instead
 * of waiting; cached public pages and static files are still served. It recovers by itself.
 */
import { appendFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { cacheState } from '../src/server/cache/cacheState'
import { createPageCache } from '../src/server/cache/pageCache'
import { cdnPolicy } from '../src/server/cdn/headers'
import { collectingCacheTags, sendCdnHeaders } from '../src/server/cdn/responses'
import { openConnection } from '../src/lib/db/connection'
import { withCountCap } from '../src/lib/db/countCap'
import { databaseReachable, databaseUnavailable, monitorDatabase } from '../src/lib/db/health'
import { admissionLimits, createAdmission } from '../src/server/http/admission'
import { compressResponses } from '../src/server/http/compression'
import {
  isCertainlyMissing,
  readRouteFirstSegments,
  replaceEmptyNotFound,
  sendNotFound,
  watchPageSegments,
} from '../src/server/http/notFound'
import { replaceFailedActions } from '../src/server/http/failedActions'
import { portalOrigins } from '../src/lib/http/origin'
import { refusalFor, sendRefusal } from '../src/server/http/refusal'
import { hideInternalHeaders } from '../src/server/http/internalHeaders'
import { isPrivatePath, securityHeaders } from '../src/server/http/securityHeaders'
import { createStaticFiles } from '../src/server/http/staticFiles'
import {
  isStaticAsset,
  requestLocale,
  sendBusy,
  sendUnavailable,
} from '../src/server/http/unavailable'
import { translatorFor } from '../src/lib/i18n/translate'
import { watchMapSettings } from '../src/lib/maps/csp'
import { resolvePublicOrigin } from '../src/lib/seo/metadata'
import { root } from './env'

const port = Number(process.env.PORT ?? 3000)
// `localhost`, not 127.0.0.1: the latter breaks the `/` rewrite in Next 16 (see STACK-NOTES).
const hostname = 'localhost'

const app = next({ dev: false, dir: root, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const pageCache = createPageCache()
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const staticFiles = createStaticFiles(path.join(distDir, 'static'))
// What no route serves is answered 404 here, without a render (src/server/http/notFound.ts).
const routeSegments = readRouteFirstSegments(distDir, path.join(root, 'public'))
const pageSegments = watchPageSegments(() => openConnection(process.env.DATABASE_URL ?? ''))
const compress = compressResponses()
// At most a few renders at once, the rest waiting their turn (src/server/http/admission.ts).
const admission = createAdmission(admissionLimits(), sendBusy)
// What a CDN in front may keep of public pages, and the tags that purge them (src/lib/cdn/).
const cdn = cdnPolicy()
const database = monitorDatabase(process.env.DATABASE_URL ?? '', (reachable) =>
  console.log(
    reachable
      ? '  ✓ The database is reachable again'
      : '  ✗ The database is unreachable: answering 503 until it is back',
  ),
)

// The policy header allows the maps service's hosts only while one is configured, in any process.
const mapSettings = watchMapSettings(() => openConnection(process.env.DATABASE_URL ?? ''))
await mapSettings.ready

// Form rate limits key on the client's address: take it from the socket, never from what the
// client claims, unless a trusted reverse proxy in front sets it (TRUST_PROXY=1).
const trustProxy = process.env.TRUST_PROXY === '1'
// The origins whose pages may send changes here (see src/lib/http/origin.ts).
const origins = portalOrigins()
const publicHttps = resolvePublicOrigin().origin.startsWith('https:')
const overHttps = (req: http.IncomingMessage) =>
  publicHttps || (trustProxy && req.headers['x-forwarded-proto'] === 'https')

/** A failure Next answered with 500 while the database is away is "unavailable", and says when to retry. */
const unavailableOn500 = (res: http.ServerResponse) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 500) return writeHead(status, ...rest)
    void database.checkNow()
    if (!databaseUnavailable()) return writeHead(status, ...rest)
    res.setHeader('retry-after', '5')
    return writeHead(503, ...rest)
  }) as http.ServerResponse['writeHead']
}

/** A failed server action is answered in the visitor's language: the database is away (503), or the request could not be used (400). */
const failedActionAnswer = (req: http.IncomingMessage) => () => {
  const t = translatorFor(requestLocale(req))
  return databaseUnavailable()
    ? { status: 503, message: t('request.network'), headers: { 'retry-after': '5' } }
    : { status: 400, message: t('request.badRequest') }
}

/** Answers for one person (member area, admin, private files) are never stored, whatever Next.js says. */
const neverStored = (res: http.ServerResponse) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find(
      (part) => part && typeof part === 'object' && !Array.isArray(part),
    ) as Record<string, unknown> | undefined
    if (headers)
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'cache-control') delete headers[name]
    res.setHeader('cache-control', 'private, no-store')
    return writeHead(status, ...rest)
  }) as http.ServerResponse['writeHead']
}

const toNext = (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
  if (!isStaticAsset(path) && !databaseReachable()) return sendUnavailable(req, res)
  unavailableOn500(res)
  replaceFailedActions(req, res, failedActionAnswer(req))
  if (isPrivatePath(path)) neverStored(res)
  else sendCdnHeaders(req, res, cdn)
  replaceEmptyNotFound(req, res)
  // Clients' REST and GraphQL lists count up to COUNT_CAP (src/lib/db/countCap.ts), as the site's do.
  const render = path.startsWith('/api/')
    ? () => withCountCap(() => handle(req, res))
    : () => handle(req, res)
  admission.admit(req, res, render)
}

const server = http.createServer((req, res) => {
  // First, so that it runs last, after the page cache and CDN layers have read them.
  hideInternalHeaders(req, res)
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  const path = (req.url ?? '/').split('?')[0]!
  for (const [name, value] of Object.entries(securityHeaders(path, overHttps(req))))
    res.setHeader(name, value)
  const refusal = refusalFor(req, path, origins)
  if (refusal) return sendRefusal(req, res, refusal)
  // A HEAD is answered as the GET of the same address, status and headers alike (a CDN or a monitor
  // checking with HEAD is told what a visitor gets); Node sends no body for it whatever is written.
  if (req.method === 'HEAD') req.method = 'GET'
  // When the request began: Next's cache handler keeps no page rendered before a change it may have missed.
  // The page cache keeps the compressed bytes, so a hit costs no compression.
  cacheState().requestClock.run({ startedAt: Date.now() }, () =>
    collectingCacheTags(() =>
      staticFiles.serve(req, res, () =>
        isCertainlyMissing(req, { routes: routeSegments, pages: pageSegments() })
          ? sendNotFound(req, res)
          : pageCache.serve(req, res, () => compress(req, res, () => toNext(req, res, path))),
      ),
    ),
  )
})
server.listen(port, hostname, () => {
  // Under scripts/serve.ts with several processes, the supervisor says when all are ready.
  if (process.send) process.send({ ready: true })
  else console.log(`  ✓ Web server ready on http://${hostname}:${port}`)
})

// For bench/soak.ts: each process's heap, memory and queue, a JSON line every few seconds.
const memoryLog = process.env.WEB_MEMORY_LOG
const memoryTimer = memoryLog
  ? setInterval(
      () => {
        const { heapUsed, heapTotal, rss, external } = process.memoryUsage()
        const line = {
          process: Number(process.env.WEB_PROCESS ?? 0),
          pid: process.pid,
          at: Date.now(),
          heapUsed,
          heapTotal,
          rss,
          external,
          rendering: admission.active,
          waiting: admission.waiting,
        }
        appendFileSync(memoryLog, `${JSON.stringify(line)}\n`)
      },
      Number(process.env.WEB_MEMORY_LOG_MS) || 5000,
    ).unref()
  : undefined

const stop = () => {
  clearInterval(memoryTimer)
  database.stop()
  mapSettings.stop()
  server.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
