import type { IncomingHttpHeaders } from 'node:http'

import { resolvePublicOrigin } from '@/lib/seo/metadata'

/**
 * The origins the portal is served from: the public one and this server's own address (a
 * visitor on the machine itself, the tests). Read at call time, like the public origin.
 */
export function portalOrigins(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string[] {
  const port = env.PORT?.trim() || '3000'
  return [
    ...new Set([
      resolvePublicOrigin(env).origin,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ]),
  ]
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request that changes something was started by another site: a browser names the page's
 * origin on every such request (`Origin`), or at least says it is cross-site (`Sec-Fetch-Site`).
 * Clients that are not browsers send neither and are judged by their credentials alone.
 */
export function isForeignWrite(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  origins: readonly string[],
): boolean {
  if (safeMethods.has((method ?? 'GET').toUpperCase())) return false
  const origin = headers.origin
  if (origin) return !origins.includes(origin)
  return headers['sec-fetch-site'] === 'cross-site'
}
