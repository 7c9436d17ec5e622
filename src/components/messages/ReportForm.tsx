'use client'

import { Flag } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { reportConversation } from '@/actions/messages'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextAreaField } from '@/components/ui/TextField'

const loadSchema = () => import('@/lib/messages/messageSchema').then((m) => m.reportSchema)

/** The most characters a report's reason takes (reportSchema). */
const REASON_MAX = 1000

/** The report's reason, checked with its schema here and on the server (reportConversation). */
export function ReportForm({
  id,
  onCancel,
  onReported,
}: {
  id: number
  onCancel: () => void
  onReported: () => void
}) {
  const t = useTranslations('messages.thread')
  const ids = useId()
  const titleId = `${ids}-title`
  const boxId = `${ids}-reason`
  const hintId = `${ids}-hint`
  const { handleSubmit, field, action } = useActionForm(loadSchema, {
    fieldErrors: 'messages',
    defaultValues: { id, reason: '' },
    mode: 'onSubmit',
  })
  const reason = field('reason')

  const onSubmit = async (values: { id: number; reason: string }) => {
    if (await action.run(() => reportConversation(values))) onReported()
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={titleId}
      className="w-full space-y-3 rounded-xl border border-line p-4 sm:max-w-xl"
      data-testid="report-form"
    >
      <h3 id={titleId} className="font-semibold">
        {t('reportTitle')}
      </h3>
      <TextAreaField
        label={t('reportLabel')}
        id={boxId}
        rows={4}
        maxLength={REASON_MAX}
        autoFocus
        {...reason}
        aria-describedby={reason.error ? `${hintId} ${boxId}-error` : hintId}
      />
      <p id={hintId} className="text-sm text-fg-muted">
        {t('reportHint')}
      </p>
      <FormAlert message={action.refusal} className="empty:hidden" />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={action.busy}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          <Flag aria-hidden className="size-5 shrink-0" />
          {action.busy ? t('sendingReport') : t('sendReport')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={action.busy}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {t('cancelReport')}
        </button>
      </div>
    </form>
  )
}
