/**
 * bench/cpuProfile: where a V8 CPU profile (`node --cpu-prof`) spent its time, by package and by
 * function (self time), with garbage collection and idle time apart. To profile the web server:
 *
 *   WEB_CONCURRENCY=1 CPU_PROFILE_DIR=.data/profiles npm start
 *   (load it, e.g. npm run bench:pages -- --only "…", then Ctrl-C: the profile is written at exit)
 *   npx tsx bench/cpuProfile.ts .data/profiles/CPU.*.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' } },
  allowPositionals: true,
})
const top = Number(values.top)

/** The package a script belongs to (node_modules/<name>, or the portal's own folder). */
const packageOf = (url: string) => {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith('node:')) return 'node'
  const chunk = /\.next[^/]*\/server\/chunks\/(?:ssr\/)?([^/]+)$/.exec(url)
  if (chunk) return `server chunk ${chunk[1]}`
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '')
}

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfTime = new Map<number, number>()
  profile.samples.forEach((id, i) =>
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  )
  let total = 0
  const packages = new Map<string, number>()
  const functions = new Map<string, number>()
  for (const [id, micros] of selfTime) {
    const { callFrame } = byId.get(id)!
    total += micros
    const name = callFrame.functionName || '(anonymous)'
    const special = /^\((idle|program|garbage collector)\)$/.test(name)
    const pkg = special ? name : packageOf(callFrame.url)
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros)
    const where = special ? name : `${name}  ${pkg}:${callFrame.lineNumber + 1}`
    functions.set(where, (functions.get(where) ?? 0) + micros)
  }
  const busy = total - (packages.get('(idle)') ?? 0)
  const show = (title: string, map: Map<string, number>) => {
    console.log(`\n${title} (self time, share of busy time ${(busy / 1000).toFixed(0)} ms)`)
    for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      if (name !== '(idle)')
        console.log(
          `${((micros / busy) * 100).toFixed(1).padStart(6)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
        )
  }
  console.log(
    `${file}: ${(total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms busy`,
  )
  show('By package', packages)
  show('By function', functions)
}
