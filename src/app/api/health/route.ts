import { databaseHealthy } from '@/data/databaseHealth'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 while the database answers (a pooled connection within 3 s), else 503. */
export async function GET() {
  const healthy = await databaseHealthy()
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable' },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
