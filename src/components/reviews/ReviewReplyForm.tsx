'use client'

import { Reply } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { replyToReview } from '@/actions/reviews'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextAreaField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useRouter } from '@/i18n/navigation'

const loadSchema = () => import('@/lib/reviews/reviewSchema').then((m) => m.replySchema)

/**
 * The coach's one reply to a published review (replyToReview), checked with the reply schema here
 * and on the server. Once sent, the page renders again with the reply in place of the form.
 * `which` names the review for screen readers, as the page lists several.
 */
export function ReviewReplyForm({ id, which }: { id: number; which: string }) {
  const t = useTranslations('reviews.reply')
  const router = useRouter()
  const hydrated = useHydrated()
  const ids = useId()
  const boxId = `${ids}-reply`
  const hintId = `${ids}-hint`
  const { handleSubmit, field, action } = useActionForm(loadSchema, {
    fieldErrors: 'reviews',
    defaultValues: { id, reply: '' },
    mode: 'onSubmit',
  })
  const reply = field('reply')

  const onSubmit = async (values: { id: number; reply: string }) => {
    if (!(await action.run(() => replyToReview(values)))) return
    toast.success(t('sent'))
    router.refresh()
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="mt-4 space-y-3 border-t border-line pt-4"
      data-testid="reply-form"
    >
      <TextAreaField
        label={t('label')}
        id={boxId}
        rows={3}
        {...reply}
        // The visible label first, then which review: each box on the page is named apart.
        aria-label={`${t('label')} ${which}`}
        aria-describedby={reply.error ? `${hintId} ${boxId}-error` : hintId}
      />
      <p id={hintId} className="text-sm text-fg-muted">
        {t('hint')}
      </p>
      <FormAlert message={action.refusal} className="empty:hidden" />
      <button
        type="submit"
        disabled={action.busy || !hydrated}
        className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
      >
        <Reply aria-hidden className="size-5 shrink-0" />
        <span>
          {action.busy ? t('sending') : t('send')}
          <span className="sr-only"> {which}</span>
        </span>
      </button>
    </form>
  )
}
