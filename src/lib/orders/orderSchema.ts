import { z } from 'zod'

import { paymentMethods } from '@/lib/enums'
import { documentId } from '@/lib/validation/documentId'

/** A package ordered by a signed-in member, and how they will pay (`orders.errors` keys). */
export const placeOrderSchema = z.object({
  package: documentId,
  method: z.enum(paymentMethods.map((option) => option.value) as ['stripe', 'bank-transfer'], {
    error: 'method',
  }),
})
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>

/** An order its student cancels before paying, or pays now (a new Checkout page). */
export const orderIdSchema = z.object({ id: documentId })
