'use client'

import { CircleUserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { uploadAvatar } from '@/actions/member'
import { useAction } from '@/components/forms/useAction'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { MAX_IMAGE_BYTES } from '@/lib/uploads/limits'

/** The profile picture: chosen, checked (type and size, again on the server) and uploaded at once. */
export function AvatarForm({ current }: { current: string | null }) {
  const t = useTranslations('dashboard.profile')
  const u = useTranslations('uploads')
  const router = useRouter()
  const id = useId()
  const [url, setUrl] = useState(current)
  const [tooLarge, setTooLarge] = useState(false)
  const action = useAction()

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // Too large is said at once, without sending it.
    setTooLarge(file.size > MAX_IMAGE_BYTES)
    if (file.size > MAX_IMAGE_BYTES) return action.reset()
    const form = new FormData()
    form.set('avatar', file)
    const result = await action.run(() => uploadAvatar(form))
    if (!result) return
    setUrl(result.url)
    toast.success(t('avatarSaved'))
    router.refresh()
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {url ? (
        // A private file, sent to its owner with their session cookie.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={url}
          alt={t('avatar')}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover"
          data-testid="avatar"
        />
      ) : (
        <CircleUserRound aria-hidden className="size-24 text-fg-muted" strokeWidth={1} />
      )}
      <div>
        <label
          htmlFor={id}
          className="inline-flex h-11 cursor-pointer items-center rounded-full border border-line px-5 font-semibold hover:bg-bg-muted has-[:focus-visible]:outline-2"
        >
          {t('avatarUpload')}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={onChange}
            disabled={action.busy}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <p id={`${id}-hint`} className="mt-2 text-xs text-fg-muted">
          {t('avatarHint')}
        </p>
        <p role="alert" className="mt-1 min-h-5 text-sm text-danger">
          {tooLarge ? u('tooLarge') : action.alert}
        </p>
      </div>
    </div>
  )
}
