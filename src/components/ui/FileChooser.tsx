'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'

import { MAX_IMAGE_BYTES } from '@/lib/uploads/limits'

type Props = {
  /** The input's id; its label and hint take `${id}-label` and `${id}-hint`. */
  id: string
  label: string
  buttonLabel: string
  /** Said beside the button while no file is chosen. */
  emptyLabel: string
  hint: ReactNode
  accept: string
  /** The file chosen to go with the form. */
  file: File | null
  onChoose: (file: File | null) => void
  /** The server's refusal of the file, if any. */
  error?: string | null
  /** Shown before the button (e.g. the stored picture). */
  children?: ReactNode
}

/**
 * A file to send with a form, behind a button that speaks the page's language (the browser's own
 * speaks the browser's). Too large a file would be cut off before the server could say why: it is
 * said here, at once, and not kept; the server judges the rest.
 */
export function FileChooser({
  id,
  label,
  buttonLabel,
  emptyLabel,
  hint,
  accept,
  file,
  onChoose,
  error,
  children,
}: Props) {
  const u = useTranslations('uploads')
  const [tooLarge, setTooLarge] = useState(false)
  const shownError = tooLarge ? u('tooLarge') : error

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    const large = Boolean(chosen && chosen.size > MAX_IMAGE_BYTES)
    if (large) event.target.value = ''
    setTooLarge(large)
    onChoose(large ? null : chosen)
  }

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {children}
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center rounded-full border border-line bg-bg px-4 text-sm font-semibold hover:bg-bg-muted has-[:focus-visible]:outline-2"
        >
          {buttonLabel}
          <input
            id={id}
            type="file"
            accept={accept}
            aria-labelledby={`${id}-label`}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={choose}
            className="sr-only"
          />
        </label>
        <span className="text-sm text-fg-muted">{file?.name ?? emptyLabel}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-fg-muted">
        {hint}
      </p>
      {shownError && (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {shownError}
        </p>
      )}
    </div>
  )
}
