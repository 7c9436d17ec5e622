/**
 * V8's explicit compile hint on the scripts every portal page loads first. Without it V8 compiles
 * each function on its first call, on the page's main thread: the moment React and Next's router
 * start, that is one long task compiling most of their code. With `//# allFunctionsCalledOnLoad`
 * as its first line, Chromium compiles the whole script on a background thread while it
 * downloads, and the main thread only runs it. Browsers without the hint read a comment.
 *
 * Run after `next build`: the chunks change, so their integrity hashes (the build's SRI manifest,
 * and every page and manifest under `<distDir>/server` that quotes them) are replaced with the new
 * ones. Running it again on the same build changes nothing.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { RouteBundleStat } from './bundleBudgets'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The staff admin loads megabytes of its own code, most of it never run on a given screen. */
const isPortalRoute = (route: string) => !/^\/admin(\/|$)/.test(route)

/** Files under `<distDir>/server` that can quote a script's integrity hash. */
const quotingFile = /\.(json|js|html|rsc|meta|body)$/

/** `static/chunks/…` of a chunk path as route-bundle-stats.json names it (build folder first). */
const inDistDir = (chunkPath: string) => chunkPath.slice(chunkPath.indexOf('static/'))

/** The first-load chunks of every portal page (not the admin's), relative to the build folder. */
export function portalFirstLoadChunks(stats: RouteBundleStat[]): string[] {
  const chunks = stats
    .filter((stat) => isPortalRoute(stat.route))
    .flatMap((stat) => stat.firstLoadChunkPaths)
    .filter((chunk) => chunk.endsWith('.js'))
    .map(inDistDir)
  return [...new Set(chunks)].sort()
}

/** A subresource-integrity value in the algorithm of `like` (e.g. `sha256-…`). */
const integrityOf = (content: Buffer, like: string) => {
  const algorithm = like.slice(0, like.indexOf('-'))
  return `${algorithm}-${crypto.createHash(algorithm).update(content).digest('base64')}`
}

function* filesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (quotingFile.test(entry.name)) yield full
  }
}

/**
 * Adds the hint to the portal's first-load chunks of the build in `distDir` that lack it, then
 * makes every hash the build quotes for them match the file as it now is (so a run interrupted
 * between the two is finished by the next one). The build's own SRI manifest is written last: it
 * is what says a chunk is done. Returns the chunks it changed and how many files it rewrote.
 */
export function addCompileHints(distDir: string): { hinted: string[]; filesRewritten: number } {
  const statsFile = path.join(distDir, 'diagnostics/route-bundle-stats.json')
  if (!fs.existsSync(statsFile)) return { hinted: [], filesRewritten: 0 }
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteBundleStat[]
  const manifestFile = path.join(distDir, 'server/subresource-integrity-manifest.json')
  const integrity: Record<string, string> = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {}

  const hinted: string[] = []
  const replacements = new Map<string, string>()
  for (const chunk of portalFirstLoadChunks(stats)) {
    const file = path.join(distDir, chunk)
    let content = fs.readFileSync(file)
    if (content.subarray(0, COMPILE_HINT.length).toString() !== COMPILE_HINT) {
      content = Buffer.concat([Buffer.from(COMPILE_HINT), content])
      fs.writeFileSync(file, content)
      hinted.push(chunk)
    }
    const quoted = integrity[chunk]
    const actual = quoted && integrityOf(content, quoted)
    if (quoted && actual !== quoted) replacements.set(quoted, actual)
  }

  let filesRewritten = 0
  const rewrite = (file: string) => {
    const text = fs.readFileSync(file, 'utf8')
    let next = text
    for (const [before, after] of replacements) next = next.replaceAll(before, after)
    if (next === text) return
    fs.writeFileSync(file, next)
    filesRewritten++
  }
  if (replacements.size) {
    for (const file of filesUnder(path.join(distDir, 'server')))
      if (file !== manifestFile) rewrite(file)
    rewrite(manifestFile)
  }
  return { hinted, filesRewritten }
}
