import type { IncomingMessage, ServerResponse } from 'node:http'

import { translatorFor } from '@/lib/i18n/translate'

import { checkBodySize } from '@/server/http/bodyLimit'
import { isForeignWrite } from '@/lib/http/origin'
import { requestLocale, sendPlainAnswer } from '@/server/http/unavailable'

/** Why the server turns a request away before it reaches the portal: the status and the message it answers with. */
const refusals = {
  foreignOrigin: { status: 403, text: 'request.foreignOrigin' },
  lengthRequired: { status: 411, text: 'request.lengthRequired' },
  tooLarge: { status: 413, text: 'request.tooLarge' },
  badRequest: { status: 400, text: 'request.badRequest' },
  notFound: { status: 404, text: 'notFound.text' },
} as const
export type Refusal = keyof typeof refusals

/** Next.js's own files: anything else under /_next/ is no page (it would reach [locale] as a "locale"). */
const nextInternal = /^\/_next\/(?:static|image)(?:\/|$)/

/**
 * Payload's file route narrows its look-up by a `prefix` parameter, a field the portal's upload
 * collections do not have (their storage folder follows from the collection): asking for one
 * makes Payload fail with a 500, so such a file is simply not found.
 */
const fileWithPrefix = (path: string, url = '') =>
  /^\/api\/[^/]+\/file\//.test(path) && new URLSearchParams(url.split('?')[1]).has('prefix')

/** What the server refuses before Next.js sees the request, or null to let it through. */
export function refusalFor(
  req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>,
  path: string,
  origins: readonly string[],
): Refusal | null {
  if (path.startsWith('/_next/') && !nextInternal.test(path)) return 'notFound'
  if (fileWithPrefix(path, req.url)) return 'notFound'
  if (isForeignWrite(req.method, req.headers, origins)) return 'foreignOrigin'
  const size = checkBodySize(req.method, path, req.headers)
  if (!size.ok) return size.status === 411 ? 'lengthRequired' : 'tooLarge'
  return null
}

/**
 * A refused body this large or smaller is read to its end and thrown away before the answer: a
 * sender (a browser's fetch included) still uploading when the server closes gets a reset
 * connection instead of the answer. A larger one is not worth the traffic; its sender may see the
 * connection close first.
 */
export const DISCARDED_BODY_LIMIT = 64 * 1024 * 1024

/** The refusal in the visitor's language: JSON for forms and API clients, a plain page otherwise. */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, reason: Refusal) {
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  const { status, text } = refusals[reason]
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const answer = () =>
    sendPlainAnswer(req, res, locale, {
      status,
      title: t(status === 404 ? 'notFound.title' : 'error.title'),
      text: t(text),
      // A refused body is never passed on: the connection closes once the answer is sent.
      headers: hasBody ? { connection: 'close' } : {},
    })
  if (!hasBody || req.readableEnded) return answer()
  discardBody(req, answer)
}

/** Reads the body without keeping it, then answers; past the limit, answers at once. */
function discardBody(req: IncomingMessage, answer: () => void) {
  let read = 0
  let answered = false
  const answerOnce = () => {
    if (answered) return
    answered = true
    req.removeAllListeners('data')
    answer()
  }
  req.on('data', (chunk: Buffer) => {
    read += chunk.length
    if (read > DISCARDED_BODY_LIMIT) answerOnce()
  })
  req.once('end', answerOnce)
  // A sender that stops half-way: nobody is left to answer.
  req.once('error', () => req.socket.destroy())
  if (Number(req.headers['content-length']) > DISCARDED_BODY_LIMIT) answerOnce()
}
