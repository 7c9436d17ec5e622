import fs from 'node:fs'
import path from 'node:path'

/**
 * Runs before each integration file, in its worker: the worker's own database and mail port from
 * the lists globalSetup made (VITEST_POOL_ID numbers the workers from 1 and stays with a worker),
 * and its own working folder, where uploads land (their folders are relative: media/…), so files
 * running side by side never share rows, counters, a mailbox or an uploaded file's name.
 */
const root = path.resolve(import.meta.dirname, '../..')
const databases = process.env.INT_WORKER_DATABASES?.split(' ') ?? []
const smtpPorts = process.env.INT_WORKER_SMTP_PORTS?.split(' ') ?? []
const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1)
if (databases.length) process.env.DATABASE_URL = databases[(worker - 1) % databases.length]
if (smtpPorts.length)
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPorts[(worker - 1) % smtpPorts.length]}`

const folder = path.join(root, '.data', 'int-workers', String(worker))
fs.mkdirSync(folder, { recursive: true })
// What the portal reads from its own folder (the network-to-country table) is found there too.
const modules = path.join(folder, 'node_modules')
if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules)
process.chdir(folder)
