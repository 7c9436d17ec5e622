import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { instanceCacheDir } from '../src/server/cache/instanceCache.mjs'
import { addCompileHints } from './lib/perf/compileHints'
import { bundleWebServer } from './lib/webServerBundle'
import { heapLimitFlag } from '../src/server/webProcesses'
import { root } from './env'

const sources = [
  'src',
  'messages',
  'public',
  'next.config.mjs',
  'payload.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
]

const newestMtime = (entry: string): number => {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** A production build is (re)made when there is none or a source file is newer than it. */
export function buildIsCurrent(distDir = '.next'): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!fs.existsSync(buildId)) return false
  const builtAt = fs.statSync(buildId).mtimeMs
  return sources.every((entry) => newestMtime(path.join(root, entry)) <= builtAt)
}

export const nextBin = path.join(root, 'node_modules/.bin/next')

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/**
 * `next build` then the compile hints (scripts/lib/perf/compileHints.ts), which a build made by
 * `next build` alone also gets here: adding them to a build that has them changes nothing.
 */
export async function buildIfNeeded(env: NodeJS.ProcessEnv, distDir = '.next') {
  const current = buildIsCurrent(distDir)
  if (!current)
    await run(nextBin, ['build'], { ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' })
  addCompileHints(path.join(root, distDir))
  return !current
}

/**
 * Pages and data this server instance cached on disk when it ran before: tag expiries live in
 * memory, so after a restart those copies could outlive edits made since. Each start renders
 * afresh, clearing its own folder only: other instances running from the same build keep theirs.
 */
export function clearRenderedCache(distDir = '.next', env: NodeJS.ProcessEnv = process.env) {
  fs.rmSync(path.join(root, instanceCacheDir(distDir, env)), { recursive: true, force: true })
}

/**
 * CPU_PROFILE_DIR=dir has each web process write a V8 CPU profile there when it exits (read it with
 * bench/cpuProfile.ts). Node refuses `--cpu-prof` in NODE_OPTIONS, so it is passed here.
 */
const cpuProfileFlags = (env: NodeJS.ProcessEnv) =>
  env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.CPU_PROFILE_DIR)}`] : []

/**
 * Starts scripts/serve.ts (the web processes) in a process of its own, heap limit set, bundled
 * into the build folder and run without tsx (see scripts/lib/webServerBundle.ts).
 */
export const serveProduction = (env: NodeJS.ProcessEnv) =>
  spawn(
    process.execPath,
    [
      heapLimitFlag(env),
      ...cpuProfileFlags(env),
      bundleWebServer(root, env.NEXT_DIST_DIR || '.next'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Two malloc arenas instead of eight per core: the threads compressing and reading files
      // otherwise each grow their own, about 170 MB more resident memory per process under load.
      env: { MALLOC_ARENA_MAX: '2', ...env, NODE_ENV: 'production' },
    },
  )
