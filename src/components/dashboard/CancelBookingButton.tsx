'use client'

import { CalendarX2 } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { cancelBooking } from '@/actions/bookings'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'

/**
 * /user/bookings, "Cancel" on an upcoming session: a first click asks inline (the question takes
 * the focus, Escape or "Keep it" gives it back), the second cancels it. The session then moves to
 * the past ones, so the list's heading takes the focus; a refusal (the deadline passed meanwhile)
 * is said in the question's alert. `which` names the session for screen readers.
 */
export function CancelBookingButton({
  id,
  which,
  question,
  headingId,
}: {
  id: number
  which: string
  question: string
  headingId: string
}) {
  const t = useTranslations('dashboard.bookings')
  const router = useRouter()
  return (
    <InlineConfirm
      tone="danger"
      opener={
        <>
          <CalendarX2 aria-hidden className="size-5 shrink-0" />
          <span>
            {t('cancel')}
            <span className="sr-only"> {which}</span>
          </span>
        </>
      }
      question={question}
      confirm={
        <>
          <CalendarX2 aria-hidden className="size-5 shrink-0" />
          {t('confirmCancel')}
        </>
      }
      busy={t('cancelling')}
      keep={t('keep')}
      act={() => cancelBooking({ id })}
      onDone={() => {
        toast.success(t('cancelled'))
        document.getElementById(headingId)?.focus()
        router.refresh()
      }}
      className="w-full"
    />
  )
}
