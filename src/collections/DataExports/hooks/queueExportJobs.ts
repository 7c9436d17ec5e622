import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import type { DataExport } from '@/payload-types'

/** A new request queues its archive's build; an archive that became ready queues the member's mail. Both in the change's transaction. */
export const queueExportJobs: CollectionAfterChangeHook<DataExport> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create') await queueJob(req, 'buildDataExport', { id: doc.id })
  else if (doc.status === 'ready' && previousDoc?.status !== 'ready')
    await queueJob(req, 'sendDataExportMail', { id: doc.id })
  return doc
}
