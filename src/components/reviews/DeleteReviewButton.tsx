'use client'

import { Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { deleteReview } from '@/actions/reviews'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
import { toast } from '@/components/ui/toast'

/**
 * "Delete review" on the review page: asks inline first (Escape or "Keep it" goes back), then
 * deletes it and returns to /user/bookings with a notice; a refusal is said in the question's alert.
 */
export function DeleteReviewButton({ id }: { id: number }) {
  const t = useTranslations('reviews.form')
  const router = useProgressRouter()
  return (
    <InlineConfirm
      tone="danger"
      opener={
        <>
          <Trash2 aria-hidden className="size-5 shrink-0" />
          {t('delete')}
        </>
      }
      question={t('deleteQuestion')}
      confirm={
        <>
          <Trash2 aria-hidden className="size-5 shrink-0" />
          {t('confirmDelete')}
        </>
      }
      busy={t('deleting')}
      keep={t('keep')}
      act={() => deleteReview({ id })}
      onDone={() => {
        toast.success(t('deleted'))
        router.push('/user/bookings')
      }}
    />
  )
}
