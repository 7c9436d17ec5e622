import type { Payload } from 'payload'

type UpdateJobs = Payload['db']['updateJobs']

/**
 * Payload's job updates open a transaction of their own and, when the update throws (a deadlock,
 * a timeout, a lost connection), neither commit nor roll it back (upstream payloadcms/payload
 * #17912, still in 3.90.1): the connection stays "idle in transaction" and its pool slot is never
 * returned. Installed at start-up, this rolls that transaction back before the error goes on.
 * Payload calls the adapter's updateJobs only from that helper, so the transaction is always its own.
 */
export function rollbackFailedJobUpdates(payload: Payload) {
  const db = payload.db
  const updateJobs: UpdateJobs = db.updateJobs.bind(db)
  db.updateJobs = (async (args) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const transactionID = args.req?.transactionID
      if (transactionID !== undefined) await db.rollbackTransaction(transactionID).catch(() => {})
      throw error
    }
  }) as UpdateJobs
}
