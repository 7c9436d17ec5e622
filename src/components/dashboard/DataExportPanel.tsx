'use client'

import { CircleAlert, CircleCheck, Download, LoaderCircle } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { requestDataExport, unlockDataExports } from '@/actions/dataExport'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import type { DataExportRow } from '@/data/dataExports'
import { useRouter } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import type { UnlockDataExportsInput } from '@/lib/validation/dataExport'

const loadUnlockSchema = () =>
  import('@/lib/validation/dataExport').then((m) => m.unlockDataExportsSchema)

/** Asking again too soon is worded for this button (the generic text speaks of attempts). */
const requestWording = {
  rateLimited: 'dashboard.dataExport.requestRateLimited',
} satisfies OutcomeWording
/** The password asked again here is not a "current" one being changed. */
const unlockWording = {
  currentPasswordWrong: 'dashboard.dataExport.passwordWrong',
} satisfies OutcomeWording

/** How often the page asks the server again while an archive is being prepared. */
const POLL_MS = 5000

/** What the archive holds, in the order the explanation lists it. */
const contents = [
  'account',
  'certifications',
  'applications',
  'organisation',
  'recommendations',
  'audit',
] as const

const statusLook = {
  preparing: { Icon: LoaderCircle, className: 'text-fg-muted', spin: true },
  ready: { Icon: CircleCheck, className: 'text-success', spin: false },
  failed: { Icon: CircleAlert, className: 'text-danger', spin: false },
} as const

/**
 * /user/security/data-export: what the archive holds, the button that asks for one, the member's
 * archives (refreshed while one is being prepared), and their download links once the password has
 * been confirmed again.
 */
export function DataExportPanel({
  archives,
  unlocked,
}: {
  archives: DataExportRow[]
  unlocked: boolean
}) {
  const t = useTranslations('dashboard.dataExport')
  const router = useRouter()
  const preparing = archives.some((archive) => archive.status === 'preparing')

  // Asks the server again every few seconds while an archive is being prepared (not while the tab is hidden).
  useEffect(() => {
    if (!preparing) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [preparing, router])

  // Once the member has asked (or an archive was being prepared when the page opened), the live
  // region says when the newest archive is done, however soon the build finished.
  const [watching, setWatching] = useState(preparing)
  if (preparing && !watching) setWatching(true)
  const latest = archives[0]?.status
  const status = preparing
    ? t('preparingStatus')
    : watching && latest === 'ready'
      ? t('readyStatus')
      : watching && latest === 'failed'
        ? t('failedStatus')
        : ''

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p>{t('contentsIntro')}</p>
        <ul className="list-disc space-y-1 ps-6">
          {contents.map((key) => (
            <li key={key}>{t(`contents.${key}`)}</li>
          ))}
        </ul>
        <p className="text-fg-muted">{t('howItWorks')}</p>
        <p className="text-fg-muted">{t('passwordAgain')}</p>
      </div>

      <RequestButton preparing={preparing} status={status} onRequested={() => setWatching(true)} />

      <section aria-labelledby="data-export-archives" className="space-y-3">
        <h2 id="data-export-archives" className="text-lg font-semibold">
          {t('archives')}
        </h2>
        {archives.length === 0 ? (
          <p className="text-fg-muted">{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {archives.map((archive) => (
              <ArchiveItem key={archive.id} archive={archive} unlocked={unlocked} />
            ))}
          </ul>
        )}
      </section>

      {!unlocked && archives.some((archive) => archive.status === 'ready') && <UnlockForm />}
    </div>
  )
}

/**
 * "Prepare my data": starts an archive in the background; `status` (the live region below it) then
 * says that it is being prepared, and when it is done.
 */
function RequestButton({
  preparing,
  status,
  onRequested,
}: {
  preparing: boolean
  status: string
  onRequested: () => void
}) {
  const t = useTranslations('dashboard.dataExport')
  const hydrated = useHydrated()
  const router = useRouter()
  const action = useAction({ wording: requestWording })

  const request = async () => {
    if (!(await action.run(() => requestDataExport({})))) return toast.error(t('requestFailed'))
    toast.success(t('requested'))
    onRequested()
    router.refresh()
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={request}
        disabled={!hydrated || action.busy || preparing}
        className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
      >
        {action.busy ? t('requesting') : t('request')}
      </button>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
        {status}
      </p>
      <FormAlert message={action.alert} />
    </div>
  )
}

/** One archive: when it was asked for, until when it is kept, its state, size and download link. */
function ArchiveItem({ archive, unlocked }: { archive: DataExportRow; unlocked: boolean }) {
  const t = useTranslations('dashboard.dataExport')
  const format = useFormatter()
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    })
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), {
          style: 'unit',
          unit: 'kilobyte',
          unitDisplay: 'short',
        })
      : format.number(bytes / (1024 * 1024), {
          style: 'unit',
          unit: 'megabyte',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        })
  const { Icon, className, spin } = statusLook[archive.status]
  const ready = archive.status === 'ready'
  const created = when(archive.createdAt)
  const details: [string, string][] = [[t('created'), created]]
  if (ready && archive.expiresAt) details.push([t('expires'), when(archive.expiresAt)])
  if (ready && archive.filesize !== null) details.push([t('size'), size(archive.filesize)])

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-2">
        <p className={`flex items-center gap-1.5 font-semibold ${className}`}>
          <Icon
            aria-hidden
            className={`size-5 shrink-0 ${spin ? 'motion-safe:animate-spin' : ''}`}
          />
          {t(`status.${archive.status}`)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {unlocked && ready && archive.downloadUrl && (
        <a
          href={archive.downloadUrl}
          download
          className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
        >
          <Download aria-hidden className="size-5" />
          <span>
            {t('download')}
            <span className="sr-only"> {t('downloadWhich', { date: created })}</span>
          </span>
        </a>
      )}
    </li>
  )
}

/** The password again, before the download links are shown (for 10 minutes). */
function UnlockForm() {
  const t = useTranslations('dashboard.dataExport')
  const router = useRouter()
  const { handleSubmit, reset, field, action } = useActionForm(loadUnlockSchema, {
    wording: unlockWording,
  })

  const onSubmit = async (values: UnlockDataExportsInput) => {
    if (!(await action.run(() => unlockDataExports(values)))) return toast.error(t('unlockFailed'))
    reset()
    toast.success(t('unlocked'))
    router.refresh()
  }

  return (
    <section aria-labelledby="data-export-unlock" className="space-y-3">
      <h2 id="data-export-unlock" className="text-lg font-semibold">
        {t('unlockTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('unlockHint')}</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <FormAlert message={action.alert} />
        <SubmitButton busy={action.busy} label={t('unlock')} className="sm:w-auto" />
      </form>
    </section>
  )
}
