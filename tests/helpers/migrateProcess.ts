import { spawn } from 'node:child_process'
import path from 'node:path'

import { npmNodeOptions } from './npmNodeOptions'

const root = path.resolve(import.meta.dirname, '../..')

/** scripts/migrate.ts's exit code when a step hung. */
const stalled = 75

type Run = { code: number; output: string }

const migrateOnce = (args: string[], env: NodeJS.ProcessEnv, capture: boolean) =>
  new Promise<Run>((resolve) => {
    const node = npmNodeOptions()
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [...node, 'scripts/migrate.ts', ...args],
      {
        cwd: root,
        env,
        stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      },
    )
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })

/**
 * Runs scripts/migrate.ts (tsx) on env's DATABASE_URL as a process of its own: Payload started
 * inside a test runner's process has stalled on a clean CI machine. Loading the Payload config
 * stalled in a process of its own too (CI, stop 52), until the scripts were given the export
 * condition npm gives them (.npmrc, Lexical's wrappers). A stalled attempt still reports what it
 * waited on (the script's watchdog) and is tried once more; `capture` gives back what the script
 * printed instead of showing it.
 */
export async function runMigrateScript(
  label: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  { capture = false } = {},
): Promise<Run> {
  const first = await migrateOnce(args, env, capture)
  if (first.code !== stalled) return first
  console.error(`[${label}] migrating stalled; trying once more\n${first.output}`)
  return migrateOnce(args, env, capture)
}

/** runMigrateScript for a test set-up: any failure throws. */
export async function migrateInOwnProcess(
  label: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
) {
  const { code } = await runMigrateScript(label, args, env)
  if (code !== 0)
    throw new Error(`[${label}] migrating the test database failed (exit code ${code})`)
}
