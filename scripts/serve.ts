/**
 * The production web server: Next.js (with Payload inside) behind the in-memory page cache of
 * src/lib/cache/pageCache.ts. Started by `npm start` and the browser tests, each in its own process.
 * Reads PORT (default 3000) and NEXT_DIST_DIR (through next.config.ts).
 */
import http from 'node:http'

import next from 'next'

import { createPageCache } from '../src/lib/cache/pageCache'
import { root } from './env'

const port = Number(process.env.PORT ?? 3000)
// `localhost`, not 127.0.0.1: the latter breaks the `/` rewrite in Next 16 (see STACK-NOTES).
const hostname = 'localhost'

const app = next({ dev: false, dir: root, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const pageCache = createPageCache()

// Form rate limits key on the client's address: take it from the socket, never from what the
// client claims, unless a trusted reverse proxy in front sets it (TRUST_PROXY=1).
const trustProxy = process.env.TRUST_PROXY === '1'

const server = http.createServer((req, res) => {
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  pageCache.serve(req, res, () => handle(req, res))
})
server.listen(port, hostname, () => console.log(`  ✓ Web server ready on http://${hostname}:${port}`))

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
