/**
 * The production web server: Next.js (with Payload inside) behind the in-memory page cache of
 * src/lib/cache/pageCache.ts. Started by `npm start` and the browser tests, each in its own process.
 * Reads PORT (default 3000) and NEXT_DIST_DIR (through next.config.ts).
 *
 * While the database is unreachable (checked every second, and whenever a connection could not be
 * had), requests that need it are answered 503 at once with a localized page or message, instead
 * of waiting; cached public pages and static files are still served. It recovers by itself.
 */
import http from 'node:http'

import next from 'next'

import { cacheState } from '../src/lib/cache/cacheState'
import { createPageCache } from '../src/lib/cache/pageCache'
import { databaseReachable, databaseUnavailable, monitorDatabase } from '../src/lib/db/health'
import { isStaticAsset, sendUnavailable } from '../src/lib/http/unavailable'
import { clearRenderedCache } from './build'
import { root } from './env'

const port = Number(process.env.PORT ?? 3000)
// `localhost`, not 127.0.0.1: the latter breaks the `/` rewrite in Next 16 (see STACK-NOTES).
const hostname = 'localhost'

// Pages an earlier server cached on disk may predate edits (and name its origin): render afresh.
clearRenderedCache(process.env.NEXT_DIST_DIR)
const app = next({ dev: false, dir: root, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const pageCache = createPageCache()
const database = monitorDatabase(process.env.DATABASE_URL ?? '', (reachable) =>
  console.log(reachable ? '  ✓ The database is reachable again' : '  ✗ The database is unreachable: answering 503 until it is back'),
)

// Form rate limits key on the client's address: take it from the socket, never from what the
// client claims, unless a trusted reverse proxy in front sets it (TRUST_PROXY=1).
const trustProxy = process.env.TRUST_PROXY === '1'

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

const toNext = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const path = (req.url ?? '/').split('?')[0]!
  if (!isStaticAsset(path) && !databaseReachable()) return sendUnavailable(req, res)
  unavailableOn500(res)
  return handle(req, res)
}

const server = http.createServer((req, res) => {
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  // When the request began: Next's cache handler keeps no page rendered before a change it may have missed.
  cacheState().requestClock.run({ startedAt: Date.now() }, () => pageCache.serve(req, res, () => toNext(req, res)))
})
server.listen(port, hostname, () => console.log(`  ✓ Web server ready on http://${hostname}:${port}`))

const stop = () => {
  database.stop()
  server.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
