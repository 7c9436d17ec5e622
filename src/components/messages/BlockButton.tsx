'use client'

import { Ban, CircleCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { blockConversation } from '@/actions/messages'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'

/**
 * "Block" (or "Unblock" the member's own block): asked inline first, then done; the page renders
 * again with the composer gone (or back) and the tools' heading takes the focus, as the question
 * that had it is gone.
 */
export function BlockButton({
  id,
  partner,
  blocked,
  headingId,
}: {
  id: number
  partner: string
  /** The member blocked it: the button lifts their block. */
  blocked: boolean
  headingId: string
}) {
  const t = useTranslations('messages.thread')
  const router = useRouter()
  const Icon = blocked ? CircleCheck : Ban
  const label = blocked ? t('unblock') : t('block')
  return (
    <InlineConfirm
      tone={blocked ? 'primary' : 'danger'}
      opener={
        <>
          <Icon aria-hidden className="size-5 shrink-0" />
          {label}
        </>
      }
      question={t(blocked ? 'unblockQuestion' : 'blockQuestion', { name: partner })}
      confirm={
        <>
          <Icon aria-hidden className="size-5 shrink-0" />
          {label}
        </>
      }
      busy={blocked ? t('unblocking') : t('blocking')}
      keep={t('keep')}
      act={() => blockConversation({ id, blocked: !blocked })}
      onDone={() => {
        toast.success(blocked ? t('unblockedDone') : t('blockedDone'))
        document.getElementById(headingId)?.focus()
        router.refresh()
      }}
      className="w-full sm:max-w-md"
    />
  )
}
