import type { IncomingMessage, ServerResponse } from 'node:http'

import { translatorFor } from '@/lib/i18n/translate'

/** Seconds a client is asked to wait before trying again while the database is away. */
const retryAfterSeconds = 5

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The request's language as the proxy would choose it: the path prefix, else the saved locale cookie, else English. */
export function requestLocale(req: Pick<IncomingMessage, 'url' | 'headers'>): 'en' | 'zh' {
  const path = (req.url ?? '/').split('?')[0]!
  if (/^\/zh(\/|$)/.test(path)) return 'zh'
  if (/^\/en(\/|$)/.test(path)) return 'en'
  const saved = /(?:^|;\s*)i18n_redirected=(en|zh)/.exec(req.headers.cookie ?? '')?.[1]
  return saved === 'zh' ? 'zh' : 'en'
}

/** A page of its own (no database, no script), in the request's language, light or dark as the visitor's system. */
function plainPage(locale: 'en' | 'zh', title: string, text: string) {
  const t = translatorFor(locale)
  const home = locale === 'zh' ? '/zh' : '/'
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>:root{color-scheme:light dark}body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#fff;color:#1f2937}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}
a{display:inline-block;margin:1.5rem .5rem 0;padding:.6rem 1.5rem;border-radius:999px;border:1px solid currentColor;color:#1d4ed8;font-weight:600;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#e5e7eb}a{color:#93c5fd}}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>
<a href="">${escape(t('error.retry'))}</a><a href="${home}">${escape(t('error.back'))}</a></main></body></html>`
}

type PlainAnswer = { status: number; title: string; text: string; headers?: Record<string, string> }

/**
 * Answers without Next.js: `{ errors: [{ message }] }` (Payload's shape, which the forms read) for
 * server actions and API clients, else the plain page. Never stored.
 */
export function sendPlainAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  locale: 'en' | 'zh',
  { status, title, text, headers }: PlainAnswer,
) {
  const path = (req.url ?? '/').split('?')[0]!
  const common = { 'cache-control': 'no-store', ...headers }
  if (req.headers['next-action'] || path.startsWith('/api/')) {
    res.writeHead(status, { ...common, 'content-type': 'application/json; charset=utf-8' })
    return res.end(JSON.stringify({ errors: [{ message: text }] }))
  }
  res.writeHead(status, { ...common, 'content-type': 'text/html; charset=utf-8' })
  res.end(req.method === 'HEAD' ? undefined : plainPage(locale, title, text))
}

const isMachineRequest = (req: IncomingMessage) =>
  Boolean(req.headers['next-action']) || (req.url ?? '/').startsWith('/api/')

/**
 * Answers 503 at once while the database is unreachable, instead of letting the request wait for
 * a connection: the localized page for browsers, the form's "Network error" for server actions and
 * API clients (a server action that gets no answer shows that message in the form).
 */
export function sendUnavailable(req: IncomingMessage, res: ServerResponse) {
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  sendPlainAnswer(req, res, locale, {
    status: 503,
    title: t('error.unavailableTitle'),
    text: isMachineRequest(req) ? t('request.network') : t('error.unavailableText'),
    headers: { 'retry-after': String(retryAfterSeconds) },
  })
}

/** Seconds a client is asked to wait when a web process has more requests waiting than it keeps. */
const busyRetryAfterSeconds = 2

/** Answers 503 when this web process is too busy to take the request (src/lib/http/admission.ts). */
export function sendBusy(req: IncomingMessage, res: ServerResponse) {
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  sendPlainAnswer(req, res, locale, {
    status: 503,
    title: t('error.busyTitle'),
    text: isMachineRequest(req) ? t('request.busy') : t('error.busyText'),
    headers: { 'retry-after': String(busyRetryAfterSeconds) },
  })
}

/** Paths served from files, which need no database and stay available. */
export const isStaticAsset = (path: string) =>
  path.startsWith('/_next/static/') ||
  /^\/(?:images\/|icons\/|icon\.svg$|favicon\.ico$|apple-icon\.png$)/.test(path)
