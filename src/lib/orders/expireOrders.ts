import type { Payload, TaskConfig } from 'payload'

/**
 * Marks every order still awaiting payment past its deadline as expired: the order's hook frees
 * the session time it held and mails its member. Each order in its own change, so one that fails
 * (a webhook marking it paid at that moment) is simply left for the next run.
 */
export async function expireUnpaidOrders(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'orders',
    where: {
      status: { equals: 'awaiting-payment' },
      expiresAt: { less_than_equal: now.toISOString() },
    },
    limit: 200,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  let expired = 0
  for (const { id } of due.docs) {
    try {
      await payload.update({
        collection: 'orders',
        id,
        data: { status: 'expired' },
        overrideAccess: true,
        context: { orderBySystem: true },
      })
      expired += 1
    } catch (error) {
      payload.logger.warn({ err: error, order: id }, 'An unpaid order could not be expired yet')
    }
  }
  return expired
}

/** Runs every five minutes on the job runner: a held time is free again within minutes of its order lapsing. */
export const expireUnpaidOrdersTask: TaskConfig<'expireUnpaidOrders'> = {
  slug: 'expireUnpaidOrders',
  label: 'Expire unpaid orders past their deadline',
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  concurrency: () => 'expire-unpaid-orders',
  handler: async ({ req }) => ({ output: { expired: await expireUnpaidOrders(req.payload) } }),
}
