'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { z } from 'zod'

import { placeOrder } from '@/actions/orders'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { useRouter } from '@/i18n/navigation'
import type { PaymentMethod } from '@/lib/enums'
import type { placeOrderSchema } from '@/lib/orders/orderSchema'

const loadSchema = () => import('@/lib/orders/orderSchema').then((m) => m.placeOrderSchema)
type FormValues = z.infer<typeof placeOrderSchema>

type Props = {
  packageId: number
  /** The ways to pay offered: bank transfer always, Stripe when configured. */
  methods: PaymentMethod[]
  bankTransferDays: number
}

/**
 * The checkout's payment choice and "Place order": placed as the member (the server prices it),
 * then on to Stripe's page when paying there, else to the order's page with the bank details. The
 * button stays busy while the browser leaves, so a second click places no second order.
 */
export function CheckoutForm({ packageId, methods, bankTransferDays }: Props) {
  const t = useTranslations('dashboard.orders')
  const router = useRouter()
  const ids = useId()
  const [leaving, setLeaving] = useState(false)
  const { handleSubmit, register, field, action } = useActionForm(loadSchema, {
    fieldErrors: 'orders',
    // One way to pay is chosen already; of two, the member chooses.
    defaultValues: { package: packageId, method: methods.length === 1 ? methods[0] : undefined },
  })

  const onSubmit = async (values: FormValues) => {
    const placed = await action.run(() => placeOrder(values))
    if (!placed) return
    setLeaving(true)
    if (placed.checkoutUrl) window.location.assign(placed.checkoutUrl)
    else router.push(`/user/orders/${placed.id}`)
  }

  const methodError = field('method').error
  const hints: Record<PaymentMethod, string> = {
    stripe: t('stripeHint'),
    'bank-transfer': t('bankHint', { days: bankTransferDays }),
  }
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      data-testid="checkout-form"
    >
      <fieldset aria-describedby={methodError ? `${ids}-error` : undefined}>
        <legend className="mb-3 text-lg font-semibold">{t('payWith')}</legend>
        <div className="grid gap-3">
          {methods.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 hover:bg-bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                value={method}
                aria-describedby={`${ids}-${method}`}
                className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
                {...register('method')}
              />
              <span className="min-w-0">
                <span className="block font-semibold">
                  {method === 'stripe' ? t('stripe') : t('bank')}
                </span>
                <span id={`${ids}-${method}`} className="block text-sm text-fg-muted">
                  {hints[method]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {methodError && (
          <p id={`${ids}-error`} role="alert" className="mt-2 text-sm text-danger">
            {methodError}
          </p>
        )}
      </fieldset>
      <FormAlert message={action.refusal} className="empty:hidden" />
      <SubmitButton
        busy={action.busy || leaving}
        label={t('placeOrder')}
        busyLabel={t('placing')}
        className="sm:w-auto"
      />
    </form>
  )
}
