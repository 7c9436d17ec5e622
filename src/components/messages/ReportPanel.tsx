'use client'

import { Flag } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useRouter } from '@/i18n/navigation'

// The form and its schema come when a member opens it, not with the conversation.
const ReportForm = dynamic(() => import('./ReportForm').then((module) => module.ReportForm), {
  ssr: false,
  loading: () => <div aria-busy className="min-h-48 w-full sm:max-w-xl" />,
})

/**
 * "Report to staff": a button that opens the report's form in place (its box takes the focus;
 * "Cancel" gives it back to the button). Once reported the page says when the member did.
 */
export function ReportPanel({ id, reportedOn }: { id: number; reportedOn: string | null }) {
  const t = useTranslations('messages.thread')
  const router = useRouter()
  const hydrated = useHydrated()
  const opener = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<'closed' | 'open' | 'sent'>('closed')

  if (reportedOn || state === 'sent')
    return (
      <p className="text-sm text-fg-muted sm:self-center" data-testid="reported">
        {reportedOn ? t('reportedOn', { date: reportedOn }) : t('reported')}
      </p>
    )
  if (state === 'open')
    return (
      <ReportForm
        id={id}
        onCancel={() => {
          setState('closed')
          // Back on the button once it is there again.
          requestAnimationFrame(() => opener.current?.focus())
        }}
        onReported={() => {
          setState('sent')
          toast.success(t('reported'))
          router.refresh()
        }}
      />
    )
  return (
    <button
      ref={opener}
      type="button"
      onClick={() => setState('open')}
      disabled={!hydrated}
      className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
    >
      <Flag aria-hidden className="size-5 shrink-0" />
      {t('report')}
    </button>
  )
}
