'use client'

import { CircleX } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { cancelOrder } from '@/actions/orders'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'

/**
 * "Cancel order" on an order awaiting payment: asked inline, then cancelled; the page shows it
 * cancelled and its status takes the focus (`statusId`), since the button is gone. A refusal (it
 * was paid meanwhile) is said in the question's alert.
 */
export function CancelOrderButton({
  id,
  reference,
  statusId,
}: {
  id: number
  reference: string
  statusId: string
}) {
  const t = useTranslations('dashboard.orders')
  const router = useRouter()
  return (
    <InlineConfirm
      tone="danger"
      opener={
        <>
          <CircleX aria-hidden className="size-5 shrink-0" />
          {t('cancel')}
        </>
      }
      question={t('cancelQuestion', { reference })}
      confirm={
        <>
          <CircleX aria-hidden className="size-5 shrink-0" />
          {t('confirmCancel')}
        </>
      }
      busy={t('cancelling')}
      keep={t('keep')}
      act={() => cancelOrder({ id })}
      onDone={() => {
        toast.success(t('cancelled'))
        document.getElementById(statusId)?.focus()
        router.refresh()
      }}
      className="w-full"
    />
  )
}
