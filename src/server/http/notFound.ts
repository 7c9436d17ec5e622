import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import type pg from 'pg'

import { localeNames } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { cacheState } from '@/server/cache/cacheState'
import { isRouterRequest } from '@/server/cache/pageCache'
import { cacheTags } from '@/lib/cache/tags'
import { translatorFor } from '@/lib/i18n/translate'

import { requestLocale } from '@/server/http/unavailable'

/**
 * Not-found pages without Next.js. Bots and scanners ask for made-up paths all day, and Next
 * renders each one in full (the page, then its not-found boundary) only to serve a body that is
 * empty until scripts run (vercel/next.js#98295). So the web server answers:
 * - a path it can tell no route serves, at once, without rendering (`isCertainlyMissing`);
 * - any other 404 page Next renders, with the same page in place of Next's empty body.
 * The page is the site's 404 (title, text, the way home), readable without scripts, light or dark.
 */

/**
 * The first segments owned by a route of the build (`<distDir>/server/app-paths-manifest.json`),
 * route groups and the locale left out, and by the files under `public/`. Null when a route has
 * a dynamic first segment other than the editors' catch-all: then any path may be a page.
 */
export function routeFirstSegments(appPaths: string[], publicFiles: string[]): Set<string> | null {
  // Next's own paths (its image optimizer, build files) are no route of the app's.
  const segments = new Set(['_next', ...publicFiles])
  for (const appPath of appPaths) {
    const parts = appPath
      .split('/')
      .filter((part) => part && !/^\(.*\)$/.test(part) && part !== '[locale]')
    const first = parts[0]
    if (!first || first === 'page' || first === 'route' || first === '[...path]') continue
    if (first.startsWith('[')) return null
    segments.add(first)
  }
  return segments
}

/** Reads the route segments of a build, or null (any path may be a page) when they cannot be read. */
export function readRouteFirstSegments(distDir: string, publicDir: string) {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'),
    ) as Record<string, string>
    return routeFirstSegments(Object.keys(manifest), readdirSync(publicDir))
  } catch {
    return null
  }
}

const localePrefix = /^\/(en|zh)(?=\/|$)/

/**
 * Whether no route can serve this request's path, so it can be answered 404 without Next: a
 * page load (GET, not the router's navigation data) whose language the proxy would not redirect
 * (the /zh prefix, or no prefix for a visitor who has not chosen Chinese), in a plain address,
 * whose first segment belongs to no route, no file and no editor's page.
 */
export function isCertainlyMissing(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  known: { routes: ReadonlySet<string> | null; pages: ReadonlySet<string> | null },
) {
  if (req.method !== 'GET' || !known.routes || !known.pages || isRouterRequest(req)) return false
  const url = req.url ?? '/'
  const pathname = url.split('?')[0]!
  // Addresses the proxy would rewrite or redirect first: encoded characters, a trailing slash, /en.
  if (/[^\x21-\x7e]|%|\/\/|\/$/.test(pathname)) return false
  const prefix = localePrefix.exec(pathname)?.[1]
  if (prefix === 'en' || (!prefix && requestLocale(req) === 'zh')) return false
  const first = pathname.slice(prefix ? prefix.length + 1 : 0).split('/')[1]
  if (!first) return false
  return !known.routes.has(first) && !known.pages.has(first)
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The site's 404 page in a language: scriptless text, the brand, the way home and to search. */
export function notFoundPage(locale: 'en' | 'zh') {
  const t = translatorFor(locale)
  const home = locale === 'zh' ? '/zh' : '/'
  const other = locale === 'zh' ? 'en' : 'zh'
  // The spec's default brand: this page reads no site settings (it is served without the database).
  const brand = brandName({ brandName: '' }, locale)
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en-US'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.ico"><link rel="icon" href="/icon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/apple-icon.png"><link rel="manifest" href="/manifest.webmanifest"><title>${escape(`${t('notFound.title')} - ${brand}`)}</title>
<script>try{var m=localStorage.getItem('nuxt-color-mode');if(m==='light'||m==='dark')document.documentElement.dataset.mode=m}catch(e){}</script>
<style>:root{color-scheme:light dark;--bg:#fff;--fg:#0f172a;--muted:#4a5568;--line:#d6dce8;--brand:#1e3a8a;--brand-fg:#fff}
@media (prefers-color-scheme:dark){:root:not([data-mode=light]){--bg:#0b1220;--fg:#e8ecf4;--muted:#a9b4c8;--line:#26334f;--brand:#9db8ff;--brand-fg:#0b1220}}
:root[data-mode=dark]{color-scheme:dark;--bg:#0b1220;--fg:#e8ecf4;--muted:#a9b4c8;--line:#26334f;--brand:#9db8ff;--brand-fg:#0b1220}
:root[data-mode=light]{color-scheme:light}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;font:16px/1.6 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:var(--bg);color:var(--fg)}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;max-width:72rem;width:100%;box-sizing:border-box;margin:0 auto;padding:1rem 1.25rem;border-bottom:1px solid var(--line)}
header a{color:var(--fg);text-decoration:none;font-weight:700;display:inline-flex;align-items:center;gap:.6rem}.mark{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:.5rem;background:var(--brand);color:var(--brand-fg);font-size:.95rem}header nav{display:flex;gap:1.25rem;font-size:.95rem}header nav a{font-weight:500}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:6rem 1rem;max-width:42rem;margin:0 auto}
.code{font-size:4.5rem;font-weight:900;letter-spacing:-.02em;color:var(--brand);margin:0;line-height:1}h1{font-size:1.75rem;margin:1rem 0 0}p{color:var(--muted);margin:.75rem 0 0}
.back{display:inline-flex;align-items:center;height:2.75rem;margin-top:2rem;padding:0 1.5rem;border-radius:999px;background:var(--brand);color:var(--brand-fg);font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid var(--brand);outline-offset:3px}</style></head>
<body><header><a href="${home}"><span class="mark" aria-hidden="true">${escape(brand.charAt(0))}</span>${escape(brand)}</a><nav aria-label="${escape(t('a11y.mainNav'))}"><a href="${locale === 'zh' ? '/zh/search' : '/search'}">${escape(t('coaches.searchLabel'))}</a><a href="${other === 'zh' ? '/zh' : '/'}" lang="${other === 'zh' ? 'zh-CN' : 'en-US'}">${escape(localeNames[other])}</a></nav></header>
<main id="main"><p class="code" aria-hidden="true">404</p><h1>${escape(t('notFound.title'))}</h1><p>${escape(t('notFound.text'))}</p>
<a class="back" href="${home}">${escape(t('notFound.back'))}</a></main></body></html>`
}

const pages = { en: Buffer.from(notFoundPage('en')), zh: Buffer.from(notFoundPage('zh')) }

const notFoundHeaders = (body: Buffer) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-length': body.length,
  // For this browser only: a shared cache keeps no answer for a path that may be published later.
  'cache-control': 'private, no-cache',
})

/** Answers the 404 page in the request's language (the saved language for an unprefixed path). */
export function sendNotFound(req: IncomingMessage, res: ServerResponse) {
  const body = pages[requestLocale(req)]
  res.writeHead(404, notFoundHeaders(body))
  res.end(body)
}

/**
 * Puts the 404 page in place of the empty body of a not-found page Next renders (a page load
 * only: the router's navigation data keeps Next's own answer, which it renders in the layout).
 * Next's headers that describe its body go with it; the others (security, cookies) stay.
 */
export function replaceEmptyNotFound(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' || isRouterRequest(req)) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let replacing = false
  // Next sets the status and type before its first write (or passes them to writeHead).
  const decide = (status: number, given?: unknown) => {
    const type =
      res.getHeader('content-type') ??
      (given as Record<string, unknown> | undefined)?.['content-type']
    replacing = status === 404 && !res.headersSent && /text\/html/.test(String(type ?? ''))
    return replacing
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((part) => part && typeof part === 'object' && !Array.isArray(part))
    return replacing || decide(status, given) ? res : writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
  res.write = ((...args: unknown[]) =>
    replacing || decide(res.statusCode) ? true : write(...args)) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    if (!replacing && !decide(res.statusCode)) return end(...args)
    const body = pages[requestLocale(req)]
    for (const name of res.getHeaderNames())
      if (/^(?:content-|transfer-encoding$|etag$|x-nextjs|vary$)/.test(name)) res.removeHeader(name)
    writeHead(404, notFoundHeaders(body))
    return end(body)
  }) as ServerResponse['end']
}

/**
 * The first segments of the editors' pages, read from the database and read again once a page
 * change has expired the `pages` cache tag in this process (or the last read failed, at most once
 * a second). Null while unknown: then nothing is taken for missing.
 */
export function watchPageSegments(open: () => Promise<pg.Client | null>) {
  let segments: Set<string> | null = null
  let readAt = 0
  let triedAt = 0
  let reading = false
  const read = async () => {
    if (reading || Date.now() - triedAt < 1000) return
    reading = true
    const startedAt = (triedAt = Date.now())
    const client = await open().catch(() => null)
    try {
      if (client) {
        const { rows } = await client.query<{ first: string }>(
          `SELECT DISTINCT split_part(path, '/', 1) AS first FROM pages`,
        )
        segments = new Set(rows.map((row) => row.first))
        readAt = startedAt
      }
    } catch {
      // Unknown until the next try.
    } finally {
      reading = false
      await client?.end().catch(() => {})
    }
  }
  void read()
  return (): ReadonlySet<string> | null => {
    const changedAt = cacheState().tagExpiries.get(cacheTags.pages) ?? 0
    if (segments && readAt >= changedAt) return segments
    void read()
    return null
  }
}
