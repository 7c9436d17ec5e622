import { currentMapSources, type MapSources } from '@/lib/maps/csp'

/**
 * The security headers every response carries (set by scripts/serve.ts before Next.js answers).
 *
 * Scripts: Next.js writes its page data as inline scripts and loads its chunks as files. Public
 * pages are rendered once and replayed from caches, so a per-response nonce cannot be used there
 * (it would force every page to render per request and would be replayed stale from the cache).
 * Instead the chunk files carry integrity hashes (next.config's experimental.sri), and inline
 * scripts are allowed from the page itself; no `eval` outside development, no plug-ins, no other
 * origin for scripts, styles, frames, forms, fonts or connections, except the hosts of the maps
 * service while one is configured (src/lib/maps/csp.ts).
 */
export function contentSecurityPolicy(
  development = process.env.NODE_ENV !== 'production',
  maps: MapSources = currentMapSources(),
): string {
  const also = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}${also(maps.script)}`,
    `style-src 'self' 'unsafe-inline'${also(maps.style)}`,
    `img-src 'self' data: blob:${also(maps.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}${also(maps.connect)}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Browser features the portal never uses, switched off for it and anything it might embed. */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ')

/**
 * Paths whose answers belong to one person: the member area, the admin, private files and the
 * account API. They are never stored by a browser or a shared cache.
 */
const privatePath =
  /^(?:\/(?:en|zh))?\/(?:user|admin|my-account-login|my-account-register|my-account-reset-password|lifecycle)(?:\/|$)|^\/api\/(?:avatars|certification-documents|certifications|users|payload-preferences|payload-locked-documents|payload-jobs)(?:\/|$|\?)/

export const isPrivatePath = (path: string): boolean => privatePath.test(path)

/** The headers for a response to `path`; `https` when the visitor reached the portal over HTTPS. */
export function securityHeaders(path: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    ...(isPrivatePath(path) ? { 'Cache-Control': 'private, no-store' } : {}),
  }
}
