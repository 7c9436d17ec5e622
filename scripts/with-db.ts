/** Runs a command (e.g. `payload migrate:create name`) with DATABASE_URL pointing at the demo database. */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { demoDatabase } from './db'
import { loadLocalEnv, root } from './env'

loadLocalEnv()
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: tsx scripts/with-db.ts <command> [args…]')

const db = await demoDatabase()
process.env.DATABASE_URL = db.url
const child = spawn(path.join(root, 'node_modules/.bin', command), args, {
  stdio: 'inherit',
  env: process.env,
})
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
await db.stop()
process.exit(code)
