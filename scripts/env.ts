import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The checkout's folder, set in the bundled web server (scripts/lib/webServerBundle.ts), which runs from the build folder. */
declare const PORTAL_ROOT: string | undefined

export const root =
  typeof PORTAL_ROOT === 'string' ? PORTAL_ROOT : path.resolve(import.meta.dirname, '..')
export const dataDir = path.join(root, '.data')

/**
 * Reads an optional .env (never required), then fills safe local defaults. A deployment's
 * instances (`localSecret: false`) must share one PAYLOAD_SECRET and SECOND_FACTOR_KEY, so none is
 * made up for them.
 */
export function loadLocalEnv({ localSecret: makeSecret = true } = {}) {
  const envFile = path.join(root, '.env')
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile)
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (!makeSecret) return
  process.env.PAYLOAD_SECRET ||= localSecret('payload-secret')
  process.env.SECOND_FACTOR_KEY ||= localSecret('second-factor-key')
}

/**
 * A random secret made once and kept in .data/: sessions survive restarts, and authenticator
 * secrets sealed with the second-factor key stay readable.
 */
function localSecret(name: string): string {
  const file = path.join(dataDir, name)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
