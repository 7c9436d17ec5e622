import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { bi } from '@/fields/bilingualLabel'

/**
 * Every Stripe webhook event handled, by its id (unique): the webhook inserts the id in the same
 * transaction as its effects, so a replayed or retried event finds it and changes nothing. Holds
 * no personal data (an event's id and type, and the order it concerned). Admins read it.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: bi('Payment event', '支付事件'), plural: bi('Payment events', '支付事件') },
  admin: {
    group: bi('Bookings', '预约'),
    defaultColumns: ['eventId', 'type', 'order', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, label: bi('Event', '事件') },
    { name: 'type', type: 'text', required: true, label: bi('Type', '类型') },
    { name: 'order', type: 'relationship', relationTo: 'orders', label: bi('Order', '订单') },
  ],
}
