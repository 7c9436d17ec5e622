'use client'

import { Copy, Download, TriangleAlert } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { buttonClass } from '@/components/ui/buttonStyles'
import { recoveryCodesText } from '@/lib/auth/twoStep'

import { copyText } from './copyText'

/**
 * The ten recovery codes, shown once (after enrolling or renewing them): why to keep them, copy
 * and download (a text file headed in the reader's language), and `onDone` once they are saved.
 * The heading takes the focus, so the codes are read out where the form was.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('twoStep')
  const format = useFormatter()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const text = (eol?: string) =>
    recoveryCodesText(
      t('fileHeader', {
        site: window.location.host,
        date: format.dateTime(new Date(), { year: 'numeric', month: 'long', day: 'numeric' }),
      }),
      codes,
      eol,
    )
  const download = () => {
    // CRLF: the file reads the same in every editor, Notepad included.
    const url = URL.createObjectURL(new Blob([text('\r\n')], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4">
      <h2
        id="recovery-codes-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {t('codesTitle')}
      </h2>
      <p>{t('codesWhy')}</p>
      <p className="flex items-start gap-2 rounded-xl border border-line bg-bg-muted p-3 text-sm font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        {t('codesWarning')}
      </p>
      <ol
        translate="no"
        className="grid max-w-md grid-cols-2 gap-2 font-mono text-base tabular-nums"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg border border-line px-2 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          onClick={() => copyText(text(), { done: t('copied'), failed: t('copyFailed') })}
          className={buttonClass('secondary', 'h-11')}
        >
          <Copy aria-hidden className="size-5" />
          {t('copyAll')}
        </button>
        <button type="button" onClick={download} className={buttonClass('secondary', 'h-11')}>
          <Download aria-hidden className="size-5" />
          {t('download')}
        </button>
      </div>
      <button type="button" onClick={onDone} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {t('savedThem')}
      </button>
    </section>
  )
}
