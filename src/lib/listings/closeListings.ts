import type { Payload, TaskConfig } from 'payload'

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

/**
 * Closes every published offering and job whose application deadline has passed, through the
 * collections' own update (hooks expire the cached pages). Returns how many were closed.
 */
export async function closeListings(payload: Payload, now = new Date()): Promise<number> {
  let closed = 0
  for (const collection of ['offerings', 'jobs'] as const) {
    const { docs } = await payload.update({
      collection,
      where: {
        status: { equals: 'published' },
        // Stored deadlines are days (noon UTC, as the admin's date picker saves them): closed once the day is over.
        deadline: { less_than: startOfDay(now).toISOString() },
      },
      data: { status: 'closed' },
      depth: 0,
      select: { status: true },
    })
    closed += docs.length
  }
  return closed
}

/** Runs every hour on the job runner. */
export const closeListingsTask: TaskConfig<'closeListings'> = {
  slug: 'closeListings',
  label: 'Close listings past their application deadline',
  schedule: [{ cron: '5 * * * *', queue: 'default' }],
  concurrency: () => 'close-listings',
  handler: async ({ req }) => ({ output: { closed: await closeListings(req.payload) } }),
}
