'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { useConsultation } from '@/components/leads/ConsultationDialog'
import type { ConsultationPreset } from '@/components/leads/consultationPreset'
import { type ButtonAppearance, buttonClass } from '@/components/ui/buttonStyles'

type Props = ConsultationPreset & {
  label?: string
  appearance?: ButtonAppearance
  className?: string
  children?: ReactNode
}

/** "Start Free Consultation" (or another label, e.g. choosing a plan): opens the booking modal, with the coach, package and service of the page preselected. */
export function ConsultationButton({
  coach,
  plan,
  service,
  label,
  appearance,
  className,
  children,
}: Props) {
  const t = useTranslations('consultation')
  const { open, prepare } = useConsultation()
  return (
    <button
      type="button"
      onClick={() => open({ coach, plan, service })}
      onPointerEnter={prepare}
      onFocus={prepare}
      aria-haspopup="dialog"
      className={buttonClass(appearance, className)}
    >
      {label ?? t('open')}
      {children}
    </button>
  )
}
