/**
 * The headers that let a CDN (or the nginx cache of docs/nginx.conf.example) keep a public page and
 * drop it when its data changes: how long a shared cache may keep it, and the cache tags it shows
 * (those of src/lib/cache/tags.ts), which the purge job (purge.ts) names after a change.
 */

/** How long shared caches keep a public page; browsers always ask again (max-age=0). */
export type CdnPolicy = { sMaxAge: number; staleWhileRevalidate: number }

/**
 * With purges (CDN_PURGE_URL) a page is dropped as soon as it changes, and the lifetime only bounds
 * the rare copy a purge missed (a render that read the data just before a change and finished just
 * after its purge, or a CDN that stayed unreachable through every retry). Without purges the
 * lifetime is how long a change may take to show. CDN_S_MAXAGE sets it (seconds; 0: not kept).
 */
export function cdnPolicy(env: Record<string, string | undefined> = process.env): CdnPolicy {
  const configured = env.CDN_S_MAXAGE?.trim() ? Number(env.CDN_S_MAXAGE) : NaN
  const sMaxAge =
    Number.isInteger(configured) && configured >= 0 ? configured : env.CDN_PURGE_URL ? 3600 : 60
  return { sMaxAge, staleWhileRevalidate: 60 }
}

/** Next's own tags (`_N_T_/…`, one per route segment) are expired by nothing here: no CDN needs them. */
const implicitTag = /^_N_T_/
/** Cloudflare and Fastly take printable ASCII; commas separate Cache-Tag values, spaces Surrogate-Key values. */
const headerSafeTag = /^[\x21-\x2b\x2d-\x7e]{1,1024}$/
/** Well under the limits CDNs put on one header (Cloudflare 16 kB, Fastly 16 kB). */
export const maxTagHeaderLength = 8000

/**
 * The tags a public page is purged by: its data's tags, each once, in the order read. Null when
 * they cannot all be named in a header (a tag with other characters, or too many): a shared cache
 * must not keep a page that some change could not purge.
 */
export function publicCacheTags(tags: Iterable<string>): string[] | null {
  const unique = [...new Set(tags)].filter((tag) => tag && !implicitTag.test(tag))
  if (!unique.every((tag) => headerSafeTag.test(tag))) return null
  return unique.join(',').length <= maxTagHeaderLength ? unique : null
}

/** What browsers and shared caches hear for a page the page cache may keep but a CDN should not. */
export const revalidateEveryTime = 'public, max-age=0, must-revalidate'
/**
 * For a page's first render (Next had no copy yet): the same for everyone, but the page cache does
 * not keep it, so shared caches must ask every time too; the next request gets the kept copy.
 */
export const askEveryTime = 'no-cache'
/** For an answer on a public path that belongs to no shared cache (a 404, one setting a cookie). */
export const browserOnly = 'private, no-cache'

/**
 * The headers of a public page a CDN may keep: browsers revalidate every time (max-age=0), shared
 * caches keep it for `sMaxAge` and may serve it a little longer while they fetch it again, and
 * the tags name it for purges (Cache-Tag: Cloudflare and most others, comma-separated;
 * Surrogate-Key: Fastly and Varnish, space-separated). Without tags nothing could purge it, so it
 * is not kept by shared caches at all.
 */
export function cdnPageHeaders(tags: string[], policy: CdnPolicy): Record<string, string> {
  if (tags.length === 0 || policy.sMaxAge === 0) return { 'cache-control': revalidateEveryTime }
  return {
    'cache-control': `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
    'cache-tag': tags.join(','),
    'surrogate-key': tags.join(' '),
  }
}
