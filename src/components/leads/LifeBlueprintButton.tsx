'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

/** "Start Life Blueprint": the service is not open yet, so it says so and points to the free consultation. */
export function LifeBlueprintButton() {
  const t = useTranslations('ivy')
  const [shown, setShown] = useState(false)
  return (
    <div>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="inline-flex h-12 items-center rounded-full border border-line bg-bg px-6 font-semibold transition-colors hover:bg-bg-muted"
      >
        {t('startLifeBlueprint')}
      </button>
      <p role="status" className="mt-3 min-h-6 font-medium text-brand" data-testid="life-blueprint-message">
        {shown && t('lifeBlueprintSoon')}
      </p>
    </div>
  )
}
