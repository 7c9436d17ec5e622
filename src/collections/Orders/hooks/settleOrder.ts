import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import type { BookingStatus, PaymentMethod } from '@/lib/enums'
import { queueJob } from '@/lib/jobs/tasks'
import type { Order } from '@/payload-types'

/** How the money moved, as the Stripe webhook tells it (staff marking an order paid tell nothing: a bank transfer). */
export type OrderPayment = {
  provider: PaymentMethod
  reference?: string | null
  amount?: number
  currency?: string
  stripeEvent?: string
}

/**
 * What follows an order's status: paid records the payment and confirms the session its member
 * held; refunded records the refund and cancels its upcoming sessions; expired or cancelled frees
 * the held session's time. Each in the change's own transaction, with its mail queued there too.
 * Staff's marks go into the audit trail.
 */
export const settleOrder: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    if (doc.paymentMethod === 'bank-transfer')
      await queueJob(req, 'sendOrderMail', { id: doc.id, event: 'placed' })
    return doc
  }
  if (previousDoc?.status === doc.status) return doc
  const payment = req.context.orderPayment as OrderPayment | undefined
  const staff = hasRole(req.user, 'admin', 'editor')

  if (doc.status === 'paid' || doc.status === 'refunded') {
    await req.payload.create({
      collection: 'transactions',
      data: {
        order: doc.id,
        kind: doc.status === 'paid' ? 'payment' : 'refund',
        // Without Stripe's word: Stripe's own payment (a refund of it), else money staff recorded.
        provider: payment?.provider ?? (doc.stripe?.paymentIntent ? 'stripe' : 'bank-transfer'),
        amount: payment?.amount ?? doc.amount ?? 0,
        currency: (payment?.currency?.toUpperCase() ?? doc.currency ?? 'USD') as NonNullable<
          Order['currency']
        >,
        reference: payment?.reference ?? null,
        stripeEvent: payment?.stripeEvent ?? null,
        recordedBy: staff ? req.user?.id : null,
      },
      req,
      overrideAccess: true,
    })
  }
  if (doc.status === 'paid') await moveSessions(req, doc, ['awaiting-payment'], 'confirmed')
  if (doc.status === 'refunded')
    await moveSessions(req, doc, ['awaiting-payment', 'confirmed'], 'cancelled', new Date())
  if (doc.status === 'expired' || doc.status === 'cancelled')
    await moveSessions(req, doc, ['awaiting-payment'], 'cancelled')

  if (staff)
    await recordAudit(req, {
      event: 'order-status',
      member: doc.owner ? relationId(doc.owner) : null,
      target: { collection: 'orders', id: doc.id },
      details: { from: previousDoc?.status, to: doc.status },
    })
  if (doc.status === 'paid' || doc.status === 'expired' || doc.status === 'refunded')
    await queueJob(req, 'sendOrderMail', { id: doc.id, event: doc.status })
  return doc
}

/** The order's sessions in one of `from` (and starting after `after`, if given) moved to `to`, as the system. */
async function moveSessions(
  req: PayloadRequest,
  order: Order,
  from: BookingStatus[],
  to: BookingStatus,
  after?: Date,
) {
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      order: { equals: order.id },
      status: { in: from },
      ...(after ? { startsAt: { greater_than: after.toISOString() } } : {}),
    },
    depth: 0,
    limit: 200,
    req,
    overrideAccess: true,
  })
  for (const booking of docs)
    await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { status: to },
      depth: 0,
      req,
      overrideAccess: true,
      context: { bookingBySystem: true },
    })
}
