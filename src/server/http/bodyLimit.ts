import type { IncomingHttpHeaders } from 'node:http'

import { MAX_IMAGE_BYTES } from '@/lib/uploads/limits'

/** Room for the multipart envelope and the other fields around one image. */
const formOverhead = 1024 * 1024

/** The largest body each kind of request may carry, in bytes. */
export const bodyLimits = {
  /** Forms (server actions): a profile picture or an ID photo with its fields (next.config's serverActions.bodySizeLimit). */
  action: MAX_IMAGE_BYTES + formOverhead,
  /** Uploads over the REST API (editors' media included). */
  upload: 20 * 1024 * 1024,
  /** Everything else: JSON for REST and GraphQL (a long page's rich text fits many times over). */
  other: 2 * 1024 * 1024,
} as const

export type BodyCheck = { ok: true } | { ok: false; status: 411 | 413 }

/**
 * Judges a request body by its declared length before anything reads it. Browsers always declare
 * it; a body without a length (chunked) could only be measured by reading it, so it is refused.
 * Node's parser never passes on more than the declared length, so the declaration is the size.
 */
export function checkBodySize(
  method: string | undefined,
  path: string,
  headers: IncomingHttpHeaders,
): BodyCheck {
  if (['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase())) return { ok: true }
  const declared = headers['content-length']
  if (declared === undefined)
    return headers['transfer-encoding'] ? { ok: false, status: 411 } : { ok: true }
  const size = Number(declared)
  const multipart = /^multipart\/form-data/i.test(headers['content-type'] ?? '')
  const limit = headers['next-action']
    ? bodyLimits.action
    : multipart && path.startsWith('/api/')
      ? bodyLimits.upload
      : bodyLimits.other
  return Number.isFinite(size) && size <= limit ? { ok: true } : { ok: false, status: 413 }
}
