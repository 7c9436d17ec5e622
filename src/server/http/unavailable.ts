import type { IncomingMessage, ServerResponse } from 'node:http'

import { savedLocale } from '@/i18n/cookie'
import { translatorFor } from '@/lib/i18n/translate'

/** Seconds a client is asked to wait before trying again while the database is away. */
const retryAfterSeconds = 5

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The request's language as the proxy would choose it: the path prefix, else the saved locale cookie, else English. */
export function requestLocale(req: Pick<IncomingMessage, 'url' | 'headers'>): 'en' | 'zh' {
  const path = (req.url ?? '/').split('?')[0]!
  if (/^\/zh(\/|$)/.test(path)) return 'zh'
  if (/^\/en(\/|$)/.test(path)) return 'en'
  return savedLocale(req.headers.cookie) === 'zh' ? 'zh' : 'en'
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
 * The two reasons a request is answered 503 at once, each with its page (title and text), the
 * message forms and API clients get, and the seconds to wait before trying again.
 */
const serviceAnswers = {
  // The database is unreachable: answered at once instead of waiting for a connection. A server
  // action that gets no answer shows the same "Network error" in its form.
  unavailable: {
    title: 'error.unavailableTitle',
    page: 'error.unavailableText',
    machine: 'request.network',
    retryAfterSeconds,
  },
  // This web process has more requests waiting than it keeps (src/server/http/admission.ts).
  busy: {
    title: 'error.busyTitle',
    page: 'error.busyText',
    machine: 'request.busy',
    retryAfterSeconds: 2,
  },
} as const

function sendServiceAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: (typeof serviceAnswers)[keyof typeof serviceAnswers],
) {
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  sendPlainAnswer(req, res, locale, {
    status: 503,
    title: t(answer.title),
    text: isMachineRequest(req) ? t(answer.machine) : t(answer.page),
    headers: { 'retry-after': String(answer.retryAfterSeconds) },
  })
}

/** Answers 503 while the database is unreachable: the localized page, or the form's "Network error". */
export const sendUnavailable = (req: IncomingMessage, res: ServerResponse) =>
  sendServiceAnswer(req, res, serviceAnswers.unavailable)

/** Answers 503 when this web process is too busy to take the request. */
export const sendBusy = (req: IncomingMessage, res: ServerResponse) =>
  sendServiceAnswer(req, res, serviceAnswers.busy)

/** Paths served from files, which need no database and stay available. */
export const isStaticAsset = (path: string) =>
  path.startsWith('/_next/static/') ||
  /^\/(?:images\/|icons\/|icon\.svg$|favicon\.ico$|apple-icon\.png$)/.test(path)
