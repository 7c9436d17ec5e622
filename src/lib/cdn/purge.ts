import type { PayloadRequest, TaskConfig } from 'payload'

/** Where the CDN (or a small service in front of its API) takes purges; unset: nothing is sent. */
export const cdnPurgeUrl = (env: Record<string, string | undefined> = process.env) =>
  env.CDN_PURGE_URL?.trim() || undefined

/** A purge that gets no answer within this is a failure, retried like any other. */
export const purgeTimeoutMs = 10_000

/**
 * Asks the CDN to drop every page tagged with one of `tags`: a POST of `{ "tags": [...] }`, with
 * CDN_PURGE_TOKEN as a Bearer token when set. Anything but a 2xx answer in time is a failure.
 */
export async function purgeCdnTags(
  tags: string[],
  { url, token, timeoutMs = purgeTimeoutMs }: { url: string; token?: string; timeoutMs?: number },
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`The CDN answered the purge with ${response.status}`)
}

/**
 * The job that sends one change's purge, run by the deployment's one job runner (never inside the
 * request that made the change). A CDN that is down or refuses is asked again from 5 s, doubling,
 * for about an hour and a half; a purge sent twice (a runner that died mid-job) does no harm.
 */
export const cdnPurgeTask: TaskConfig<'purgeCdn'> = {
  slug: 'purgeCdn',
  label: 'Purge changed pages from the CDN',
  inputSchema: [{ name: 'tags', type: 'text', hasMany: true, required: true }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input }) => {
    const url = cdnPurgeUrl()
    // Queued by a process that had a purge address: the one running jobs must have it too.
    if (!url) throw new Error('CDN_PURGE_URL is not set in the process that runs jobs')
    await purgeCdnTags(input.tags, { url, token: process.env.CDN_PURGE_TOKEN?.trim() })
    return { output: {} }
  },
}

/**
 * Queues the CDN purge of a change's expired tags, in the change's transaction: a change that rolls
 * back purges nothing, and a committed one is purged once, however many server processes hear of
 * it. Without CDN_PURGE_URL nothing is queued.
 */
export async function queueCdnPurge(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  tags: string[],
): Promise<void> {
  if (!cdnPurgeUrl() || tags.length === 0) return
  await req.payload.jobs.queue({
    task: 'purgeCdn',
    input: { tags },
    queue: 'default',
    // Only the transaction is read from it (expireTags is also called with just that).
    req: req as PayloadRequest,
  })
}
