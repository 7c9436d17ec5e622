import { headers } from 'next/headers'

/** The visitor's address as scripts/serve.ts passes it on (x-forwarded-for), for per-IP limits. */
export async function clientIp(): Promise<string> {
  return (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}
