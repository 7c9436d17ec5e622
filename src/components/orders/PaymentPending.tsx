'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** How often the page asks again, and for how long, while Stripe's word of the payment is awaited. */
const POLL_EVERY_MS = 4_000
const POLL_FOR_MS = 60_000

/**
 * Back from Stripe's page (`?paid=1`) before its webhook marked the order paid: says so and
 * refreshes the page every few seconds for a minute. The page's live region around it then says
 * the payment arrived (this is no longer rendered); after a minute it says to come back later.
 */
export function PaymentPending() {
  const t = useTranslations('dashboard.orders')
  const router = useRouter()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    let polls = 0
    const timer = window.setInterval(() => {
      polls += 1
      if (polls * POLL_EVERY_MS > POLL_FOR_MS) {
        window.clearInterval(timer)
        setSlow(true)
      } else router.refresh()
    }, POLL_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [router])
  return <>{slow ? t('slow') : t('confirming')}</>
}
