import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { orderParties } from '@/access/orderParties'
import { bi } from '@/fields/bilingualLabel'
import { selectField } from '@/fields/select'
import { currencies, paymentMethods, transactionKinds } from '@/lib/enums'

/**
 * The ledger of an order's money: its payment (through Stripe, or a bank transfer staff confirmed)
 * and its refund. Written only by the order's own hook in the change's transaction, never through
 * an API, and never changed: a correction is a new row. The order's member reads theirs.
 */
export const Transactions: CollectionConfig = {
  slug: 'transactions',
  labels: { singular: bi('Transaction', '交易'), plural: bi('Transactions', '交易') },
  admin: {
    group: bi('Bookings', '预约'),
    defaultColumns: ['order', 'kind', 'provider', 'amount', 'currency', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: orderParties, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      label: bi('Order', '订单'),
    },
    {
      type: 'row',
      fields: [
        selectField('kind', transactionKinds, { required: true, label: bi('Kind', '类型') }),
        selectField('provider', paymentMethods, { required: true, label: bi('Through', '渠道') }),
        { name: 'amount', type: 'number', required: true, label: bi('Amount', '金额') },
        selectField('currency', currencies, { required: true, label: bi('Currency', '币种') }),
      ],
    },
    {
      name: 'reference',
      type: 'text',
      label: bi('Provider’s reference', '渠道流水号'),
      admin: { description: bi('Stripe’s payment or refund id', 'Stripe 的付款或退款编号') },
    },
    // The Stripe event that recorded it (each is handled once: payment-events).
    { name: 'stripeEvent', type: 'text', admin: { hidden: true } },
    {
      name: 'recordedBy',
      type: 'relationship',
      relationTo: 'users',
      label: bi('Recorded by', '记录人'),
      admin: {
        description: bi('The staff member who confirmed a bank transfer', '确认银行转账的工作人员'),
      },
    },
  ],
}
