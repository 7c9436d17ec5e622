import type { IncomingMessage, ServerResponse } from 'node:http'

export type Replacement = { status: number; message: string; headers?: Record<string, string> }

/**
 * A server action that throws makes Next.js answer 500 with its own English error data. The
 * portal's actions answer every expected failure themselves, so a throw means the request itself
 * could not be used (a body that is not an argument list, an argument missing, a member calling
 * the admin's functions) or the database went away. `replace` says what to answer instead (in
 * the visitor's language); Next's body is dropped unread. Other responses pass untouched.
 */
export function replaceFailedActions(
  req: IncomingMessage,
  res: ServerResponse,
  replace: () => Replacement,
) {
  if (!req.headers['next-action']) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let failed = false

  // Next sets the status and headers before its first write; a 500 is held back until the end.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 500) return writeHead(status, ...rest)
    failed = true
    return res
  }) as ServerResponse['writeHead']
  res.write = ((...args: unknown[]) => {
    if (!failed && res.statusCode === 500 && !res.headersSent) failed = true
    if (failed) return true
    return write(...args)
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    if (!failed && res.statusCode === 500 && !res.headersSent) failed = true
    if (!failed) return end(...args)
    const { status, message, headers } = replace()
    const body = JSON.stringify({ errors: [{ message }] })
    // Next's description of its own body goes with it; the security headers stay.
    for (const name of res.getHeaderNames())
      if (/^(?:content-|transfer-encoding$|vary$|x-nextjs|x-action)/.test(name))
        res.removeHeader(name)
    writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    return end(body)
  }) as ServerResponse['end']
}
