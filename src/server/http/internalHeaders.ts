import type { IncomingMessage, ServerResponse } from 'node:http'

import { isRouterRequest } from '@/server/cache/pageCache'

/** Next.js's own headers: how a page was made (its cache state, prerendering, rewrites). */
const internal = /^x-(?:nextjs|middleware)-/i

/**
 * Removes Next.js's internal headers (`x-nextjs-cache`, `x-nextjs-prerender`, `x-nextjs-stale-time`,
 * `x-middleware-rewrite`…) from an answer as it leaves the server: nothing a visitor, a crawler or
 * a CDN needs, and a map of the server for anyone probing it. Requests of Next's own router and
 * server actions keep them: its script in the browser reads them. Installed before every other
 * layer wraps the answer, so the layers inside (page cache, CDN headers) still see them.
 */
export function hideInternalHeaders(req: IncomingMessage, res: ServerResponse) {
  if (isRouterRequest(req)) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of res.getHeaderNames()) if (internal.test(name)) res.removeHeader(name)
    const headers = rest.find((part) => part && typeof part === 'object') as
      Record<string, unknown> | unknown[] | undefined
    if (Array.isArray(headers)) {
      // [name, value, name, value…] as Node also takes them.
      for (let i = headers.length - 2; i >= 0; i -= 2)
        if (internal.test(String(headers[i]))) headers.splice(i, 2)
    } else if (headers) {
      for (const name of Object.keys(headers)) if (internal.test(name)) delete headers[name]
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}
