/**
 * The production web server on PORT: `WEB_CONCURRENCY` web processes (scripts/webServer.ts; one
 * per core by default) sharing the port through node:cluster, so pages render on every core.
 * Started by `npm start` and the browser tests, with each process's heap limit on its command line.
 *
 * Each process keeps its own page cache and Next.js cache; every one of them hears each committed
 * change through PostgreSQL (src/server/cache/expiredTagsListener.ts) and expires it within a second.
 * Only the first runs the job runner. A process that stops unexpectedly is started again.
 */
import cluster, { type Worker } from 'node:cluster'

import { webConcurrency } from '../src/lib/webConcurrency'
import { clearRenderedCache } from './build'

const processes = webConcurrency()
const port = process.env.PORT ?? '3000'

/**
 * tsx (which runs this file) turns Node's source maps on. In a web process that makes Node read and
 * keep the map of every server chunk and package it loads, their original sources included: tens
 * of megabytes of heap more with every part of the portal visited, until a process ran out of heap
 * during the browser tests. Stack traces name the built files instead; `--enable-source-maps` (in
 * NODE_OPTIONS) keeps the maps for a debugging session. Under npm, which puts the project's
 * node-options (.npmrc) in NODE_OPTIONS' place, give both:
 * `npm_config_node_options="--conditions=production --enable-source-maps" npm start`.
 */
function keepNoSourceMaps() {
  const asked = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((flag) =>
    flag.includes('--enable-source-maps'),
  )
  if (!asked) process.setSourceMapsEnabled(false)
}

// Pages an earlier server cached on disk may predate edits (and name its origin): render afresh.
if (cluster.isPrimary) clearRenderedCache(process.env.NEXT_DIST_DIR)

if (!cluster.isPrimary || processes === 1) {
  keepNoSourceMaps()
  await import('./webServer')
} else {
  let stopping = false
  let ready = 0
  const started = Date.now()

  const start = (index: number, restarted: boolean): Worker => {
    const forkedAt = Date.now()
    const worker = cluster.fork({
      WEB_PROCESS: String(index),
      WEB_PROCESS_RESTARTED: restarted ? '1' : '',
    })
    worker.on('message', (message: { ready?: boolean }) => {
      if (!message.ready || restarted) return
      if (++ready === processes)
        console.log(
          `  ✓ Web server ready on http://localhost:${port} (${processes} processes, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        )
    })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      console.error(
        `  ✗ Web process ${index} stopped (${signal ?? `exit ${code}`}); starting it again`,
      )
      // A process that cannot even start is not restarted in a tight loop.
      setTimeout(() => start(index, true), Date.now() - forkedAt < 10_000 ? 5000 : 500)
    })
    return worker
  }

  for (let index = 0; index < processes; index++) start(index, false)

  const stop = () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w))
    let left = workers.length
    if (left === 0) process.exit(0)
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(0))
      worker.process.kill('SIGTERM')
    }
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
