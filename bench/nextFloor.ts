/**
 * A ceiling for pages rendered per request: the least Next.js itself costs for one, measured on an
 * app with nothing in it but a page that renders the time (bench/next-floor), built in a copy under
 * .data/ and served in as many processes as the portal. Its empty page against its own static
 * file is the best ratio any page Next renders per request can reach on this machine.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startServerProcess } from './ceilings'
import type { NextFloorOrder } from './nextFloorServer'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = path.join(root, 'bench/next-floor')
const copy = path.join(root, '.data/bench-next-floor')

/** What the build depends on: the app's files and Next's version. */
function fingerprint() {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(root, 'node_modules/next/package.json')))
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  for (const file of files(source).sort()) hash.update(file).update(readFileSync(file))
  return hash.digest('hex')
}

/** Builds the floor app unless the copy under .data/ is already built from the same files. */
function buildFloorApp(say: (line: string) => void) {
  const stamp = path.join(copy, '.fingerprint')
  const wanted = fingerprint()
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  say('building the Next floor app (bench/next-floor) under .data/ …')
  rmSync(copy, { recursive: true, force: true })
  cpSync(source, copy, { recursive: true })
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack', copy],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  )
  if (build.status !== 0)
    throw new Error(`Building the Next floor app failed:\n${build.stdout}\n${build.stderr}`)
  writeFileSync(stamp, wanted)
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** Builds if needed and starts the floor app; its origin, a static file it serves, and a stop. */
export async function startNextFloor(processes: number, say: (line: string) => void) {
  buildFloorApp(say)
  const port = await freePort()
  const order: NextFloorOrder = { dir: copy, port, processes }
  const { stop } = await startServerProcess('./nextFloorServer.ts', {
    env: { ...process.env, NODE_ENV: 'production', NEXT_FLOOR_ORDER: JSON.stringify(order) },
  })
  const origin = `http://127.0.0.1:${port}`
  const page = await (await fetch(origin + '/')).text()
  const staticFile = page.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
  if (!staticFile) throw new Error('No /_next/static/ script in the Next floor page')
  return { origin, staticFile, stop }
}
