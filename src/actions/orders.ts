'use server'

import { revalidatePath } from 'next/cache'
import { createLocalReq, type PayloadRequest } from 'payload'

import { defineAction } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { startCheckout } from '@/lib/orders/checkout'
import { orderIdSchema, placeOrderSchema } from '@/lib/orders/orderSchema'
import type { Order } from '@/payload-types'

import type { ActionContext } from './defineAction'

/** Stripe's page for the member's order, opened now (or the one still open), or null. */
async function checkoutFor(order: Order, context: ActionContext<true>) {
  if (order.paymentMethod !== 'stripe' || order.status !== 'awaiting-payment') return null
  // Stripe's page already open for it: the same one (a second would let the member pay twice).
  if (order.checkoutUrl) return order.checkoutUrl
  const req = (await createLocalReq({}, context.payload)) as PayloadRequest
  return startCheckout(req, order, { email: context.user.email, locale: context.locale })
}

/**
 * A package ordered by the signed-in member: created as the member, so the order's hook prices it
 * from the package and decides (published, Stripe configured, not too many unpaid). Paid by Stripe,
 * the answer carries Stripe's page to go to; by bank transfer, the order's page shows how to pay.
 */
export const placeOrder = defineAction({
  name: 'placeOrder',
  schema: placeOrderSchema,
  member: true,
  quota: () => ({ name: 'orders' as const }),
  run: async ({ package: packageId, method }, context) => {
    const placed = await changeAsMember(context, (member) =>
      member.create({
        collection: 'orders',
        data: { package: packageId, paymentMethod: method } as never,
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!placed.ok) return placed
    revalidatePath('/[locale]/user/orders', 'page')
    return { ok: true, id: placed.done.id, checkoutUrl: await checkoutFor(placed.done, context) }
  },
})

/** Stripe's page again for the member's order awaiting payment (the first was closed or failed to open). */
export const payOrder = defineAction({
  name: 'payOrder',
  schema: orderIdSchema,
  member: true,
  quota: () => ({ name: 'orders' as const }),
  run: async ({ id }, context) => {
    const order = await context.payload.findByID({
      collection: 'orders',
      id,
      depth: 0,
      user: context.user,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!order) return { ok: false, error: 'failure' }
    const checkoutUrl = await checkoutFor(order, context)
    return checkoutUrl ? { ok: true, checkoutUrl } : { ok: false, error: 'failure' }
  },
})

/** The member's order cancelled before it is paid: the session time it held is free again. */
export const cancelOrder = defineAction({
  name: 'cancelOrder',
  schema: orderIdSchema,
  member: true,
  quota: () => ({ name: 'orders' as const }),
  run: async ({ id }, context) => {
    const cancelled = await changeAsMember(context, (member) =>
      member.update({
        collection: 'orders',
        id,
        data: { status: 'cancelled' },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!cancelled.ok) return cancelled
    revalidatePath('/[locale]/user/orders', 'page')
    revalidatePath('/[locale]/user/bookings', 'page')
    return { ok: true }
  },
})
