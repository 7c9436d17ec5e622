'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { type ConsultationPreset, useConsultation } from '@/components/leads/ConsultationDialog'

/** "Start Free Consultation" (or another label, e.g. choosing a plan): opens the booking modal, with the coach and package of the page preselected. */
export function ConsultationButton({
  coach,
  plan,
  label,
  className = '',
  children,
}: ConsultationPreset & { label?: string; className?: string; children?: ReactNode }) {
  const t = useTranslations('consultation')
  const open = useConsultation()
  return (
    <button
      type="button"
      onClick={() => open({ coach, plan })}
      aria-haspopup="dialog"
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-brand-fg shadow-sm transition-colors hover:bg-brand-strong ${className}`}
    >
      {label ?? t('open')}
      {children}
    </button>
  )
}
