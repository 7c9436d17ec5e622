import type { PayloadRequest, TaskConfig, TaskInput, TaskType } from 'payload'

import { cdnPurgeTask } from '@/lib/cdn/purge'
import { expireCertificationsTask } from '@/lib/certification/expiry'
import { closeListingsTask } from '@/lib/listings/closeListings'
import { applicationReceivedMailTask, applicationStatusMailTask } from '@/lib/mail/applicationMail'
import { bookingMailTask, bookingReminderTask } from '@/lib/mail/bookingMail'
import { bookingRemovedMailTask } from '@/lib/mail/bookingRemovedMail'
import { certificationMailTask } from '@/lib/mail/certificationMail'
import { leadMailTask } from '@/lib/mail/leadMail'
import { dataExportMailTask } from '@/lib/mail/dataExportMail'
import { orderMailTask } from '@/lib/mail/orderMail'
import { reviewMailTask } from '@/lib/mail/reviewMail'
import { conversationReportTask, unreadMessagesMailTask } from '@/lib/mail/messageMail'
import { expireUnpaidOrdersTask } from '@/lib/orders/expireOrders'
import { buildDataExportTask } from '@/lib/privacy/buildExport'
import { eraseDueAccountsTask } from '@/lib/privacy/eraseAccount'
import { applyRetentionTask } from '@/lib/retention/applyRetention'
import { removeOrphanedDocumentsTask } from '@/lib/uploads/orphans'

/**
 * Every job task of the portal, by name (its input type is generated into payload-types.ts from
 * the task's inputSchema): the Payload config registers these and `queueJob` queues them. A new
 * job is one entry here. Mail has a queue of its own so a slow SMTP server holds up nothing else.
 */
const jobTasks = {
  sendLeadMail: { config: leadMailTask, queue: 'mail' },
  sendCertificationMail: { config: certificationMailTask, queue: 'mail' },
  sendApplicationReceivedMail: { config: applicationReceivedMailTask, queue: 'mail' },
  sendApplicationStatusMail: { config: applicationStatusMailTask, queue: 'mail' },
  sendBookingMail: { config: bookingMailTask, queue: 'mail' },
  sendBookingReminder: { config: bookingReminderTask, queue: 'mail' },
  sendBookingRemovedMail: { config: bookingRemovedMailTask, queue: 'mail' },
  expireCertifications: { config: expireCertificationsTask, queue: 'default' },
  removeOrphanedDocuments: { config: removeOrphanedDocumentsTask, queue: 'default' },
  closeListings: { config: closeListingsTask, queue: 'default' },
  purgeCdn: { config: cdnPurgeTask, queue: 'default' },
  applyRetention: { config: applyRetentionTask, queue: 'default' },
  buildDataExport: { config: buildDataExportTask, queue: 'default' },
  sendDataExportMail: { config: dataExportMailTask, queue: 'mail' },
  eraseDueAccounts: { config: eraseDueAccountsTask, queue: 'default' },
  sendOrderMail: { config: orderMailTask, queue: 'mail' },
  expireUnpaidOrders: { config: expireUnpaidOrdersTask, queue: 'default' },
  sendReviewMail: { config: reviewMailTask, queue: 'mail' },
  sendUnreadMessagesMail: { config: unreadMessagesMailTask, queue: 'mail' },
  sendConversationReport: { config: conversationReportTask, queue: 'mail' },
} satisfies { [Name in TaskType]?: { config: TaskConfig<Name>; queue: 'mail' | 'default' } }

export type JobTaskName = keyof typeof jobTasks
export const jobTaskNames = Object.keys(jobTasks) as JobTaskName[]

/** The tasks as Payload's `jobs.tasks` takes them. */
export const jobTaskConfigs = Object.values(jobTasks).map((task) => task.config as TaskConfig)

type QueueArgs = Parameters<PayloadRequest['payload']['jobs']['queue']>[0]

/**
 * Queues a job in its task's queue, inside the request's transaction: a change that rolls back
 * queues nothing. `waitUntil`: not run before then (a reminder).
 */
export const queueJob = <Name extends JobTaskName>(
  req: PayloadRequest,
  task: Name,
  input: TaskInput<Name>,
  waitUntil?: Date,
) =>
  // (Payload's own argument type is conditional on the name, which TypeScript cannot narrow for a generic one.)
  req.payload.jobs.queue({
    task,
    input,
    queue: jobTasks[task].queue,
    req,
    ...(waitUntil ? { waitUntil } : {}),
  } as QueueArgs)
