'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { FileChooser } from '@/components/ui/FileChooser'

type Props = {
  label: string
  /** The stored picture, shown until a new one is saved. */
  imageUrl: string | null
  imageAlt: string
  /** The picture chosen to go with the next save. */
  file: File | null
  onChoose: (file: File | null) => void
}

/** An organisation's public picture (its logo, a manager's photo), chosen to go with its form's save. */
export function ImageChooser({ label, imageUrl, imageAlt, ...chosen }: Props) {
  const t = useTranslations('organisation')
  const id = useId()
  return (
    <FileChooser
      id={id}
      label={label}
      buttonLabel={t('chooseImage')}
      emptyLabel={t('noImage')}
      hint={t('imageHint')}
      accept="image/jpeg,image/png,image/webp"
      {...chosen}
    >
      {imageUrl && (
        // A public picture at its stored size, as the member uploaded it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={imageUrl}
          alt={imageAlt}
          width={64}
          height={64}
          className="size-16 rounded-lg border border-line bg-bg object-contain"
        />
      )}
    </FileChooser>
  )
}
