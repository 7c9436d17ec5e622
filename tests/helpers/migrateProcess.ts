import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** scripts/migrate.ts's exit code when a step hung. */
const stalled = 75

const migrateOnce = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/migrate.ts', ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

/**
 * Runs scripts/migrate.ts (tsx) on env's DATABASE_URL as a process of its own: Payload started
 * inside a test runner's process has stalled on a clean CI machine. A stalled attempt reports
 * what it waited on (the script's watchdog) and is tried once more; any other failure throws.
 */
export async function migrateInOwnProcess(
  label: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
) {
  let code = await migrateOnce(args, env)
  if (code === stalled) {
    console.error(`[${label}] migrating stalled; trying once more`)
    code = await migrateOnce(args, env)
  }
  if (code !== 0)
    throw new Error(`[${label}] migrating the test database failed (exit code ${code})`)
}
