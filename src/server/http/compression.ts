import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import compression from 'compression'

/**
 * The brotli window of a streamed answer, as a power of two: 128 kB. Brotli's default (4 MB) gives
 * every response an encoder of ~5 MB of native memory; fifty pages rendered at once then made V8
 * collect its whole heap every dozen pages and halved the rate of pages rendered afresh. A page is
 * 100–200 kB, so the smaller window costs 0–4 % of its compressed size.
 */
export const STREAMED_BROTLI_WINDOW_BITS = 17

/**
 * Compression of everything the web server sends (Next's own, gzip only, is switched off in
 * next.config.mjs). Pages and API answers are compressed as they stream, brotli when the browser
 * takes it, else gzip: brotli quality 5 costs about what gzip 6 does for ~15 % fewer bytes, and
 * keeps a page's render time what it was. Answers below 1 kB are sent as they are.
 */
export function compressResponses() {
  const middleware = compression({
    threshold: 1024,
    level: 6,
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
      },
    },
  })
  // The middleware only uses the node:http parts of Express's request and response.
  return (req: IncomingMessage, res: ServerResponse, next: () => unknown) =>
    middleware(req as never, res as never, () => void next())
}

export type StaticEncoding = 'br' | 'gzip'

/**
 * The best encoding a request accepts for a static file (brotli, then gzip), or null. Browsers
 * send a plain list; a `q=0` refuses an encoding.
 */
export function staticEncoding(acceptEncoding: string | undefined): StaticEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Build files never change under their hashed names, so each is compressed once, as hard as the
 * format allows (brotli 11 is ~20 % smaller than what streaming compression achieves), off the
 * event loop. Very large files (the admin's) get quality 9: 11 would take seconds on first use.
 */
export function compressOnce(body: Buffer, encoding: StaticEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 })
  const quality = body.length <= 1024 * 1024 ? 11 : 9
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}
