import type { CollectionConfig, FieldAccess } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOrEditor } from '@/access/ownerOrEditor'
import { verifiedAccount } from '@/access/verifiedAccount'
import { isEditorField } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { localeNames, locales } from '@/i18n/locales'
import { currencies, orderStatuses, paymentMethods } from '@/lib/enums'

import { stripeWebhook } from './endpoints/stripeWebhook'
import { guardOrderChanges } from './hooks/guardOrderChanges'
import { priceFromPackage } from './hooks/priceFromPackage'
import { settleOrder } from './hooks/settleOrder'

/** Set by the order's own hooks and the payment's handling, never by a request. */
const systemWrites: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

/**
 * A package ordered by a member: its lines, price and currency copied from the package when
 * ordered (whatever the request says), the sessions it includes, and its payment. Paid through
 * Stripe Checkout when Stripe is configured (the webhook marks it paid, once per event), else by
 * bank transfer that staff mark paid here. Unpaid, it expires at `expiresAt` and frees the time
 * its first session held. Its member reads it and may cancel it before paying; content staff
 * mark it paid, refunded or cancelled (audited). Never deleted through an API: a paid order is a
 * bookkeeping record and outlives its member's account, anonymised (src/lib/privacy/eraseAccount.ts).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: bi('Order', '订单'), plural: bi('Orders', '订单') },
  admin: {
    group: bi('Bookings', '预约'),
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'package', 'amount', 'currency', 'status', 'createdAt'],
    description: bi(
      'To confirm a bank transfer, set the status to Paid. To refund, set it to Refunded: an order paid through Stripe is refunded there at once.',
      '确认银行转账：将状态改为“已付款”。退款：将状态改为“已退款”，通过 Stripe 支付的订单会立即在 Stripe 退款。',
    ),
  },
  defaultSort: '-createdAt',
  access: {
    read: ownerOrEditor,
    create: verifiedAccount,
    update: ownerOrEditor,
    delete: nobody,
  },
  endpoints: [stripeWebhook],
  hooks: {
    beforeChange: [priceFromPackage, guardOrderChanges],
    afterChange: [settleOrder],
  },
  fields: [
    {
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      access: systemWrites,
      label: bi('Reference', '订单号'),
      admin: { readOnly: true },
    },
    ownerField(bi('Member', '会员'), { keptAfterDeletion: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'package',
          type: 'relationship',
          relationTo: 'packages',
          required: true,
          index: true,
          access: { update: () => false },
          label: bi('Package', '套餐'),
        },
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          index: true,
          access: systemWrites,
          label: bi('Coach', '导师'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      access: systemWrites,
      label: bi('Lines', '明细'),
      admin: { readOnly: true },
      fields: [
        { name: 'description', type: 'text', required: true, label: bi('Item', '项目') },
        { name: 'amount', type: 'number', required: true, label: bi('Amount', '金额') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          access: systemWrites,
          label: bi('Total', '总额'),
          admin: { readOnly: true },
        },
        selectField('currency', currencies, {
          access: systemWrites,
          label: bi('Currency', '币种'),
          admin: { readOnly: true },
        }),
        {
          name: 'sessions',
          type: 'number',
          access: systemWrites,
          label: bi('Sessions included', '包含课时'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        selectField('paymentMethod', paymentMethods, {
          required: true,
          label: bi('Payment', '付款方式'),
        }),
        selectField('status', orderStatuses, {
          required: true,
          defaultValue: 'awaiting-payment',
          index: true,
          label: bi('Status', '状态'),
        }),
      ],
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      access: systemWrites,
      label: bi('Awaits payment until', '付款截止'),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    ...(['paidAt', 'refundedAt', 'cancelledAt'] as const).map((name) => ({
      name,
      type: 'date' as const,
      access: systemWrites,
      label: {
        paidAt: bi('Paid', '付款时间'),
        refundedAt: bi('Refunded', '退款时间'),
        cancelledAt: bi('Cancelled or expired', '取消或过期时间'),
      }[name],
      admin: { readOnly: true, position: 'sidebar' as const },
    })),
    {
      name: 'locale',
      type: 'select',
      options: locales.map((value) => ({ value, label: localeNames[value] })),
      access: systemWrites,
      label: bi('Language', '语言'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    // Stripe's page for this order: the member goes back to it to pay, until it expires.
    {
      name: 'checkoutUrl',
      type: 'text',
      access: systemWrites,
      admin: { hidden: true },
    },
    {
      name: 'stripe',
      type: 'group',
      label: bi('Stripe', 'Stripe'),
      access: { read: isEditorField, create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'checkoutSession', type: 'text', index: true, label: bi('Checkout', '结账会话') },
        { name: 'paymentIntent', type: 'text', index: true, label: bi('Payment', '付款') },
      ],
    },
  ],
}
