'use client'

import { CircleCheck, UserX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { markSession } from '@/actions/coaching'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'

/**
 * /user/coaching, a started session: "Held" or "Student did not come". The session then moves to
 * the past ones, so the list's heading takes the focus; a refusal is said beside the buttons.
 * `which` names the session for screen readers.
 */
export function MarkSessionButtons({
  id,
  which,
  headingId,
}: {
  id: number
  which: string
  headingId: string
}) {
  const t = useTranslations('coaching')
  const router = useRouter()
  const action = useAction()
  const [marking, setMarking] = useState<'held' | 'no-show' | null>(null)
  const mark = async (status: 'held' | 'no-show') => {
    setMarking(status)
    const done = await action.run(() => markSession({ id, status }))
    setMarking(null)
    if (!done) return
    toast.success(t('marked'))
    document.getElementById(headingId)?.focus()
    router.refresh()
  }
  return (
    <div className="mt-4 space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary', 'w-full sm:w-auto')}
          disabled={action.busy}
          onClick={() => mark('held')}
        >
          <CircleCheck aria-hidden className="size-5 shrink-0" />
          <span>
            {marking === 'held' ? t('marking') : t('held')}
            <span className="sr-only"> {which}</span>
          </span>
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'w-full sm:w-auto')}
          disabled={action.busy}
          onClick={() => mark('no-show')}
        >
          <UserX aria-hidden className="size-5 shrink-0" />
          <span>
            {marking === 'no-show' ? t('marking') : t('noShow')}
            <span className="sr-only"> {which}</span>
          </span>
        </button>
      </div>
      <p role="alert" className="text-sm font-medium text-danger">
        {action.refusal}
      </p>
    </div>
  )
}
