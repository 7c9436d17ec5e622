/**
 * The load balancer of bench/instances.ts: a small round-robin reverse proxy in a process of its
 * own, so that it does not take CPU time from the load generator's event loop. Forked by the bench,
 * it gets its port and the upstream web instances over IPC, answers once listening, sends each
 * request to the next instance in turn over keep-alive connections, and ends with its parent.
 */
import http from 'node:http'

/** What the bench sends once forked; the proxy answers `ProxyReady` once listening. */
export type ProxyOrder = { port: number; upstreamAddress: string; upstreamPorts: number[] }
export type ProxyReady = { ready: true }
/** Asked for with `{ stats: true }`: requests sent to each upstream, sent again, failed. */
export type ProxyStats = { forwarded: number[]; resent: number; failed: number }

/** Headers about one connection, not the request: each hop sets its own. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])
const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)))

const errorCode = (error: unknown) => (error as { code?: string }).code ?? (error as Error).message

function startProxy({ port, upstreamAddress, upstreamPorts }: ProxyOrder) {
  const agents = upstreamPorts.map(() => new http.Agent({ keepAlive: true, maxSockets: 1024 }))
  const stats: ProxyStats = { forwarded: upstreamPorts.map(() => 0), resent: 0, failed: 0 }
  let turn = 0

  /** One request on its way (its body kept, to send it again). */
  type Exchange = { req: http.IncomingMessage; res: http.ServerResponse; body: Buffer }
  /** The instance's request of each exchange, replaced when it is sent again. */
  const current = new WeakMap<Exchange, http.ClientRequest>()

  const send = (index: number, exchange: Exchange, mayResend: boolean): http.ClientRequest => {
    const { req, res, body } = exchange
    const headers = endToEnd(req.headers)
    // The host the visitor asked for goes through as is: the portal checks a form's Origin
    // against it. The load generator names each form's visitor itself (X-Forwarded-For, as an
    // edge in front would); other requests get the address they came from.
    headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? ''
    if (body.length || !['GET', 'HEAD'].includes(req.method ?? 'GET'))
      headers['content-length'] = String(body.length)
    const upstream = http.request(
      {
        host: upstreamAddress,
        port: upstreamPorts[index],
        method: req.method,
        path: req.url,
        headers,
        agent: agents[index],
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers))
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      },
    )
    upstream.on('error', (error) => {
      // A keep-alive connection the instance closed as idle just as it was reused never carried
      // the request: it is sent once more (the body is kept for that), as Node's documentation advises.
      if (mayResend && upstream.reusedSocket && errorCode(error) === 'ECONNRESET') {
        stats.resent++
        current.set(exchange, send(index, exchange, false))
        return
      }
      stats.failed++
      if (res.headersSent) return res.destroy()
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(
        `the proxy could not reach the instance on port ${upstreamPorts[index]}: ${errorCode(error)}`,
      )
    })
    upstream.end(body)
    return upstream
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const index = turn++ % upstreamPorts.length
      stats.forwarded[index]!++
      const exchange: Exchange = { req, res, body: Buffer.concat(chunks) }
      current.set(exchange, send(index, exchange, true))
      // The client gave up (its timeout): the instance's work for it is dropped too.
      res.once('close', () => {
        if (!res.writableFinished) current.get(exchange)?.destroy()
      })
    })
  })
  // Longer than the clients keep idle connections, so that the proxy never closes one as a
  // client reuses it: races of that kind would be the proxy's, not the instances'.
  server.keepAliveTimeout = 30_000
  server.listen(port, 'localhost', () => process.send?.({ ready: true } satisfies ProxyReady))
  return stats
}

let stats: ProxyStats | null = null
process.on('message', (message: ProxyOrder | { stats: true }) => {
  if ('stats' in message) process.send?.(stats)
  else stats = startProxy(message)
})
process.on('disconnect', () => process.exit(0))
process.on('SIGTERM', () => process.exit(0))
