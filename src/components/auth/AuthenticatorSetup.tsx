'use client'

import { Copy } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { BoundField } from '@/components/forms/useActionForm'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextField } from '@/components/ui/TextField'
import { useHydrated } from '@/components/ui/useHydrated'
import type { EnrolmentView } from '@/lib/secondFactor/enrolment'

import { copyText } from './copyText'

/** The numbers of the steps: the brand's circle, the same in both themes' contrast. */
const stepNumber =
  'grid size-7 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-fg'

/**
 * Setting up an authenticator, in three numbered steps: install an app, scan the QR code (or type
 * the key), then enter its first code: `children`, the form that sends it.
 */
export function AuthenticatorSetup({
  qrSvg,
  manualKey,
  children,
}: EnrolmentView & { children: ReactNode }) {
  const t = useTranslations('twoStep')
  const steps = [
    [t('stepInstall'), null],
    [t('stepScan'), <ScanOrType key="scan" qrSvg={qrSvg} manualKey={manualKey} />],
    [t('stepCode'), children],
  ] as const
  return (
    <ol className="space-y-6">
      {steps.map(([text, more], index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden className={stepNumber}>
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-4">
            <p className="pt-0.5">
              <span className="sr-only">{index + 1}. </span>
              {text}
            </p>
            {more}
          </div>
        </li>
      ))}
    </ol>
  )
}

/**
 * The QR code (SVG drawn on the server from the account's key; white, as scanners expect, in both
 * themes) and the same key to type, with its copy button.
 */
function ScanOrType({ qrSvg, manualKey }: EnrolmentView) {
  const t = useTranslations('twoStep')
  const hydrated = useHydrated()
  return (
    <div className="space-y-4">
      <div
        role="img"
        aria-label={t('qrLabel')}
        className="size-[200px] overflow-hidden rounded-lg border border-line bg-white [&>svg]:block [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div className="space-y-2">
        <p className="text-sm font-medium">{t('key')}</p>
        <code
          translate="no"
          data-testid="authenticator-key"
          className="block select-all break-all rounded-lg border border-line bg-bg-muted px-3 py-2 font-mono text-base tracking-wide"
        >
          {manualKey}
        </code>
        <button
          type="button"
          disabled={!hydrated}
          // Apps take the key with or without its spaces; some older ones only without.
          onClick={() =>
            copyText(manualKey.replace(/\s/g, ''), { done: t('copied'), failed: t('copyFailed') })
          }
          className={buttonClass('secondary', 'h-11 w-full disabled:opacity-60 sm:w-auto')}
        >
          <Copy aria-hidden className="size-5" />
          {t('copyKey')}
        </button>
      </div>
    </div>
  )
}

/** The 6-digit code from the app: numeric keyboard, the phone's one-time-code suggestion. */
export function AppCodeField({
  field,
  autoFocus = false,
}: {
  field: BoundField
  autoFocus?: boolean
}) {
  const t = useTranslations('twoStep')
  return (
    <TextField
      label={t('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
      className="sm:max-w-60"
      {...field}
    />
  )
}
