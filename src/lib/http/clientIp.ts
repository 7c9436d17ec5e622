import { headers } from 'next/headers'

/** The visitor's address as scripts/webServer.ts passes it on (x-forwarded-for), for per-IP limits. */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers())
}

/** The same, from a request's headers (Payload hooks: REST and GraphQL requests carry them). */
export const ipFromHeaders = (headers: Pick<Headers, 'get'> | undefined): string =>
  headers?.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
