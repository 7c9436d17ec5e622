'use client'

import { useLocale, useTranslations } from 'next-intl'

import { changeApplicationStatus } from '@/actions/listings'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { type ApplicationStatus, applicationStatuses, labelOf } from '@/lib/enums'

/** The statuses the organisation sets in one click, in this order (the student withdraws; "submitted" is where it starts). */
const steps = ['shortlisted', 'interview', 'offer', 'accepted', 'declined'] as const

/** One click moves an application to another status; the collection's rules may refuse (said in the member's language). */
export function ApplicationStatusButtons({
  id,
  status,
}: {
  id: number
  status: ApplicationStatus
}) {
  const t = useTranslations('publishing.applicants')
  const locale = useLocale()
  const router = useRouter()
  const action = useAction()
  if (status === 'withdrawn') return null

  const change = async (next: (typeof steps)[number]) => {
    const result = await action.run(() => changeApplicationStatus({ id, status: next }))
    if (!result) return
    toast.success(t('statusChanged', { status: labelOf(applicationStatuses, next, locale) }))
    router.refresh()
  }

  return (
    <div className="mt-4">
      <div role="group" aria-label={t('setStatus')} className="flex flex-wrap gap-2">
        {steps
          .filter((step) => step !== status)
          .map((step) => (
            <button
              key={step}
              type="button"
              onClick={() => change(step)}
              disabled={action.busy}
              className="inline-flex h-9 items-center rounded-full border border-line bg-bg px-4 text-sm font-semibold hover:bg-bg-muted disabled:opacity-60"
            >
              {t(`actions.${step}`)}
            </button>
          ))}
      </div>
      <FormAlert message={action.refusal} />
    </div>
  )
}
