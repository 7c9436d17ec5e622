'use client'

import { FileText, ImageIcon, Paperclip, Send, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/buttonStyles'
import { useHydrated } from '@/components/ui/useHydrated'
import { MAX_ATTACHMENT_BYTES } from '@/lib/uploads/limits'

import {
  ATTACHMENT_TYPES,
  attachmentOf,
  fileSize,
  MAX_ATTACHMENTS,
  MESSAGE_MAX,
  newClientId,
  type ThreadAttachment,
} from './threadMessages'
import { type UploadFailure, uploadAttachment } from './uploadAttachment'

/** A message as the composer hands it over to be sent: its text and the files uploaded for it. */
export type Outgoing = { body: string; attachments: ThreadAttachment[] }

/** A file chosen for the next message: uploading, uploaded (its stored file) or refused. */
type Upload = {
  key: string
  name: string
  image: boolean
  progress: number
  state: 'uploading' | 'ready' | 'failed'
  file?: ThreadAttachment
  error?: string
}

/**
 * The message box of a conversation: text, and up to three files uploaded as soon as they are
 * chosen (with their progress, each removable), sent with the Send button or Ctrl/⌘+Enter. The
 * message is handed to `onSend` (which sends it in turn, shown at once) and the box, emptied,
 * keeps the focus for the next one.
 */
export function Composer({
  conversation,
  onSend,
}: {
  conversation: number
  onSend: (message: Outgoing) => void
}) {
  const t = useTranslations('messages')
  const words = useTranslations()
  const locale = useLocale()
  const hydrated = useHydrated()
  const ids = useId()
  const boxId = `${ids}-box`
  const hintId = `${ids}-hint`
  const box = useRef<HTMLTextAreaElement>(null)
  const aborts = useRef(new Map<string, () => void>())
  const [body, setBody] = useState('')
  const [uploads, setUploads] = useState<Upload[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  const uploading = uploads.some((upload) => upload.state === 'uploading')
  const slotsLeft = MAX_ATTACHMENTS - uploads.filter((upload) => upload.state !== 'failed').length

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )

  const failureText = ({ reason, status }: UploadFailure) =>
    reason ??
    (status === 413
      ? words('request.tooLarge')
      : status === null
        ? words('request.networkFailed')
        : words('form.failure'))

  /** Each file chosen is checked for what the browser can tell (type, size) and uploaded at once. */
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    event.target.value = ''
    setProblem(chosen.length > slotsLeft ? t('errors.tooManyFiles') : null)
    const added = chosen.slice(0, Math.max(0, slotsLeft)).map((file): Upload => {
      const key = newClientId()
      const upload = { key, name: file.name, image: file.type.startsWith('image/'), progress: 0 }
      const refusal =
        file.type && !ATTACHMENT_TYPES.includes(file.type)
          ? words('uploads.notPdfOrImage')
          : file.size > MAX_ATTACHMENT_BYTES
            ? words('uploads.tooLargeAttachment')
            : null
      if (refusal) return { ...upload, state: 'failed', error: refusal }
      const { done, abort } = uploadAttachment(file, conversation, locale, (progress) =>
        update(key, { progress }),
      )
      aborts.current.set(key, abort)
      done
        .then(
          (doc) =>
            update(key, { state: 'ready', progress: 100, file: attachmentOf(doc) ?? undefined }),
          (failure: UploadFailure) => {
            // Aborted: the member removed it, and it is gone from the list already.
            if (failure.status !== 0) update(key, { state: 'failed', error: failureText(failure) })
          },
        )
        .finally(() => aborts.current.delete(key))
      return { ...upload, state: 'uploading' }
    })
    setUploads((list) => [...list, ...added])
  }

  const remove = (key: string) => {
    aborts.current.get(key)?.()
    setUploads((list) => list.filter((upload) => upload.key !== key))
    box.current?.focus()
  }

  const submit = () => {
    if (uploading) return setProblem(t('composer.waitForUploads'))
    const text = body.trim()
    const files = uploads.flatMap((upload) =>
      upload.state === 'ready' && upload.file ? [upload.file] : [],
    )
    const refusal =
      !text && !files.length
        ? t('errors.empty')
        : text.length > MESSAGE_MAX
          ? t('errors.tooLong')
          : null
    setProblem(refusal)
    if (!refusal) {
      onSend({ body: text, attachments: files })
      setBody('')
      setUploads([])
    }
    box.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      noValidate
      className="space-y-3"
      data-testid="composer"
    >
      <div>
        <label htmlFor={boxId} className="mb-1.5 block text-sm font-medium">
          {t('composer.label')}
        </label>
        <textarea
          ref={box}
          id={boxId}
          rows={3}
          maxLength={MESSAGE_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          className="block w-full resize-y rounded-xl border border-line bg-bg px-3 py-2.5 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg-muted aria-invalid:border-danger"
        />
        <p id={hintId} className="mt-1.5 text-xs text-fg-muted">
          {t('composer.hint')}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label={t('composer.attachments')} className="space-y-2" data-testid="uploads">
          {uploads.map((upload) => {
            const Icon = upload.image ? ImageIcon : FileText
            return (
              <li
                key={upload.key}
                className="flex items-center gap-3 rounded-lg border border-line p-2 pl-3 text-sm"
                data-state={upload.state}
              >
                <Icon aria-hidden className="size-5 shrink-0 text-fg-muted" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{upload.name}</span>
                  {upload.state === 'uploading' ? (
                    <>
                      <span aria-hidden className="block text-xs text-fg-muted">
                        {t('composer.uploading', { percent: upload.progress })}
                      </span>
                      <progress
                        max={100}
                        value={upload.progress}
                        aria-label={upload.name}
                        className="mt-1 block h-1.5 w-full accent-[var(--color-brand)]"
                      />
                    </>
                  ) : (
                    <span
                      role="status"
                      className={`block text-xs ${upload.state === 'failed' ? 'text-danger' : 'text-fg-muted'}`}
                    >
                      {upload.state === 'failed'
                        ? t('composer.uploadFailed', {
                            name: upload.name,
                            reason: upload.error ?? '',
                          })
                        : `${t('composer.uploaded')} · ${fileSize(upload.file?.filesize ?? 0, locale)}`}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => remove(upload.key)}
                  aria-label={t('composer.remove', { name: upload.name })}
                  className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-bg-muted"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <FormAlert message={problem} className="empty:hidden" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label
          className={`inline-flex h-12 items-center gap-2 rounded-full border border-line bg-bg px-5 font-semibold has-[:focus-visible]:outline-2 ${
            slotsLeft > 0 && hydrated ? 'cursor-pointer hover:bg-bg-muted' : 'opacity-60'
          }`}
        >
          <Paperclip aria-hidden className="size-5 shrink-0" />
          {t('composer.attach')}
          <input
            type="file"
            multiple
            accept={ATTACHMENT_TYPES.join(',')}
            onChange={choose}
            disabled={slotsLeft <= 0 || !hydrated}
            className="sr-only"
          />
        </label>
        <button
          type="submit"
          disabled={!hydrated}
          className={buttonClass('primary', 'disabled:opacity-60')}
        >
          <Send aria-hidden className="size-5 shrink-0" />
          {t('composer.send')}
        </button>
      </div>
    </form>
  )
}
