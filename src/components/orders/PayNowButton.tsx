'use client'

import { CreditCard } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { payOrder } from '@/actions/orders'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { useHydrated } from '@/components/ui/useHydrated'

/**
 * "Pay now" on an order awaiting a Stripe payment: asks for Stripe's page (the one still open, or a
 * new one) and goes there; it stays busy while the browser leaves, so a second click opens nothing.
 */
export function PayNowButton({ id }: { id: number }) {
  const t = useTranslations('dashboard.orders')
  const hydrated = useHydrated()
  const action = useAction()
  const [leaving, setLeaving] = useState(false)
  const pay = async () => {
    const paid = await action.run(() => payOrder({ id }))
    if (!paid) return
    setLeaving(true)
    window.location.assign(paid.checkoutUrl)
  }
  const busy = action.busy || leaving
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={pay}
        disabled={busy || !hydrated}
        className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        data-testid="order-pay"
      >
        <CreditCard aria-hidden className="size-5 shrink-0" />
        {busy ? t('opening') : t('payNow')}
      </button>
      <FormAlert message={action.refusal} className="empty:hidden" />
    </div>
  )
}
