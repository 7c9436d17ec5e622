'use client'

import { useTranslations } from 'next-intl'

import { deleteDraft } from '@/actions/listings'
import { useAction } from '@/components/forms/useAction'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import type { ListingKind } from '@/lib/organisations/roles'

/** Deletes a draft once the member confirms; what was published is closed instead, never deleted here. */
export function DeleteDraftButton({
  kind,
  id,
  title,
}: {
  kind: ListingKind
  id: number
  title: string
}) {
  const t = useTranslations('publishing.list')
  const router = useRouter()
  const action = useAction()
  const remove = async () => {
    if (!window.confirm(t('deleteConfirm', { title }))) return
    const result = await action.run(() => deleteDraft({ kind, id }))
    if (!result) return toast.error(action.generic)
    toast.success(t('deleted'))
    router.refresh()
  }
  return (
    <button
      type="button"
      onClick={remove}
      disabled={action.busy}
      className="font-semibold text-danger underline-offset-4 hover:underline disabled:opacity-60"
    >
      {t('deleteDraft')}
      <span className="sr-only"> {title}</span>
    </button>
  )
}
