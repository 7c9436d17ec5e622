/**
 * The server of the Next floor ceiling (bench/nextFloor.ts): the minimal app under `dir`, served by
 * Next's own request handler in `processes` processes sharing `port` through node:cluster, as
 * scripts/serve.ts serves the portal (without its page cache and compression). Forked by
 * startNextFloor; says `{ ready: true }` once every process listens, and ends with its parent.
 */
import cluster from 'node:cluster'
import http from 'node:http'

import next from 'next'

export type NextFloorOrder = { dir: string; port: number; processes: number }

const order = JSON.parse(process.env.NEXT_FLOOR_ORDER ?? '{}') as NextFloorOrder

if (cluster.isPrimary) {
  let listening = 0
  for (let i = 0; i < order.processes; i++)
    cluster.fork().on('listening', () => {
      if (++listening === order.processes) process.send?.({ ready: true })
    })
  // A process that stops before every one listens ends this one, so the bench says so.
  cluster.on('exit', () => listening < order.processes && process.exit(1))
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill()
    process.exit(0)
  }
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
} else {
  const app = next({ dev: false, dir: order.dir, hostname: '127.0.0.1', port: order.port })
  await app.prepare()
  const handle = app.getRequestHandler()
  http.createServer((req, res) => void handle(req, res)).listen(order.port, '127.0.0.1')
}
