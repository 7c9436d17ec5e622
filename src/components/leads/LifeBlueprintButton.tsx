'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { type ButtonAppearance, buttonClass } from '@/components/ui/buttonStyles'

/** "Start Life Blueprint": the service is not open yet, so it says so and points to the free consultation. */
export function LifeBlueprintButton({
  label,
  appearance = 'secondary',
}: {
  label: string
  appearance?: ButtonAppearance
}) {
  const t = useTranslations('blocks')
  const [shown, setShown] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setShown(true)} className={buttonClass(appearance)}>
        {label}
      </button>
      <p
        role="status"
        className="order-last basis-full font-medium text-brand"
        data-testid="life-blueprint-message"
      >
        {shown && t('lifeBlueprintSoon')}
      </p>
    </>
  )
}
