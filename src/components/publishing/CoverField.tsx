'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { uploadCover } from '@/actions/listings'
import { useAction } from '@/components/forms/useAction'
import { ImageChooser } from '@/components/organisation/ImageChooser'

type Props = {
  label: string
  initial: { id: number; url: string } | null
  /** A problem the save found with the cover. */
  error?: string
  /** The new cover's id, for the listing to refer to when saved. */
  onUploaded: (id: number) => void
}

/** A listing's cover: uploaded as soon as it is chosen (checked again on the server), then shown. */
export function CoverField({ label, initial, error, onUploaded }: Props) {
  const t = useTranslations('publishing.form')
  const [url, setUrl] = useState(initial?.url ?? null)
  const [file, setFile] = useState<File | null>(null)
  const action = useAction()

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    if (!chosen) return action.reset()
    const form = new FormData()
    form.set('cover', chosen)
    const result = await action.run(() => uploadCover(form))
    if (!result) return setFile(null)
    setUrl(result.url)
    onUploaded(result.id)
  }

  const problem = error ?? action.alert
  return (
    <div>
      <ImageChooser
        label={label}
        imageUrl={url}
        imageAlt={t('coverAlt')}
        file={file}
        onChoose={choose}
      />
      {problem && (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
