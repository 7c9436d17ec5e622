'use client'

import { CircleCheck, Trash2, TriangleAlert } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { requestAccountDeletion, sendDeletionCode } from '@/actions/accountDeletion'
import { CodeField } from '@/components/auth/AccountFields'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { Link } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import type { AccountDeletionInput } from '@/lib/validation/accountDeletion'

import { useMemberSave } from './useMemberSave'

const loadSchema = () =>
  import('@/lib/validation/accountDeletion').then((m) => m.accountDeletionSchema)

/** The password asked here is not a "current" one being changed. */
const deletionWording = {
  currentPasswordWrong: 'dashboard.deleteAccount.passwordWrong',
} satisfies OutcomeWording

/** What is erased, and what is kept without the member's identity, in the order the explanation lists them. */
const erased = ['profile', 'documents', 'cvs', 'recommendations', 'messages'] as const
const kept = ['certifications', 'applications', 'audit'] as const

/**
 * /user/security/delete-account: what deleting the account erases and keeps, then the password, a
 * code sent to the account's address and an explicit confirmation. Once the server has scheduled
 * the deletion (and signed the member out everywhere) the form gives way to the date it happens.
 */
export function DeleteAccountForm({ email }: { email: string }) {
  const [deleteOn, setDeleteOn] = useState<string | null>(null)
  if (deleteOn) return <Scheduled deleteOn={deleteOn} />
  return (
    <div className="space-y-8">
      <Explanation />
      <ConfirmForm email={email} onScheduled={setDeleteOn} />
    </div>
  )
}

/** What happens: erased after 7 days, what is kept without a name, signing in cancels, export first. */
function Explanation() {
  const t = useTranslations('dashboard.deleteAccount')
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="delete-account-what"
        className="space-y-3 rounded-xl border border-danger p-4 sm:p-5"
      >
        <h2
          id="delete-account-what"
          className="flex items-start gap-2 text-lg font-semibold text-danger"
        >
          <TriangleAlert aria-hidden className="mt-1 size-5 shrink-0" />
          {t('whatHappens')}
        </h2>
        <p>{t('erasedIntro')}</p>
        <ul className="list-disc space-y-1 ps-6">
          {erased.map((key) => (
            <li key={key}>{t(`erased.${key}`)}</li>
          ))}
        </ul>
        <p>{t('organisation')}</p>
        <p>{t('keptIntro')}</p>
        <ul className="list-disc space-y-1 ps-6">
          {kept.map((key) => (
            <li key={key}>{t(`kept.${key}`)}</li>
          ))}
        </ul>
        <p className="font-semibold">{t('grace')}</p>
      </section>
      <p>
        {t.rich('exportFirst', {
          link: (chunks) => (
            <Link
              href="/user/security/data-export"
              className="font-semibold text-brand underline underline-offset-2"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  )
}

/** The password, "Send code" (to the account's address) with its countdown, the code, the checkbox, and the danger button. */
function ConfirmForm({
  email,
  onScheduled,
}: {
  email: string
  onScheduled: (deleteOn: string) => void
}) {
  const t = useTranslations('dashboard.deleteAccount')
  const hydrated = useHydrated()
  const understoodError = useId()
  const checkbox = useRef<HTMLInputElement>(null)
  const [sent, setSent] = useState<{ seconds: number; at: number } | null>(null)
  const [understood, setUnderstood] = useState(false)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const { handleSubmit, trigger, getValues, field, action } = useActionForm(loadSchema, {
    wording: deletionWording,
  })
  const save = useMemberSave(action)

  const sendCode = async () => {
    if (!(await trigger('password'))) return
    const result = await save(
      () => sendDeletionCode({ password: getValues('password') }),
      t('codeSent', { email }),
    )
    if (result) setSent({ seconds: result.resendInSeconds, at: Date.now() })
  }
  const onValid = async ({ password, code }: AccountDeletionInput) => {
    // Only a browser-side check: what the server checks is the code.
    if (!understood) return checkbox.current?.focus()
    const result = await action.run(() => requestAccountDeletion({ password, code }))
    if (!result) return toast.error(t('notDeleted'))
    onScheduled(result.deleteOn)
  }
  // The checkbox is said at once along with the fields' own errors.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!understood) setUnconfirmed(true)
    return handleSubmit(onValid)(event)
  }

  return (
    <section aria-labelledby="delete-account-confirm" className="space-y-4">
      <h2 id="delete-account-confirm" className="text-lg font-semibold">
        {t('formTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <p className="text-sm text-fg-muted">{t('sendCodeHint', { email })}</p>
        <CodeField
          label={t('code')}
          field={field('code')}
          countdown={{ at: sent?.at ?? 0, seconds: sent?.seconds ?? 0 }}
          onSend={sendCode}
          sending={action.busy}
        />
        <div>
          <label className="flex items-start gap-3">
            <input
              ref={checkbox}
              type="checkbox"
              checked={understood}
              onChange={(event) => {
                setUnderstood(event.target.checked)
                if (event.target.checked) setUnconfirmed(false)
              }}
              aria-invalid={unconfirmed ? true : undefined}
              aria-describedby={unconfirmed ? understoodError : undefined}
              className="size-6 shrink-0 accent-[var(--color-danger)]"
            />
            <span>{t('understand')}</span>
          </label>
          {unconfirmed && (
            <p id={understoodError} role="alert" className="mt-1.5 text-sm text-danger">
              {t('understandRequired')}
            </p>
          )}
        </div>
        <FormAlert message={action.alert} />
        <button
          type="submit"
          disabled={action.busy || !hydrated}
          className={buttonClass('danger', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          <Trash2 aria-hidden className="size-5 shrink-0" />
          {action.busy ? t('submitting') : t('submit')}
        </button>
      </form>
    </section>
  )
}

/**
 * The deletion is scheduled and the session is gone: when the account will be erased, that signing in
 * before then cancels it, and the way out (nothing in the dashboard opens any more).
 */
function Scheduled({ deleteOn }: { deleteOn: string }) {
  const t = useTranslations('dashboard.deleteAccount')
  const format = useFormatter()
  const panel = useRef<HTMLDivElement>(null)
  // The form the focus was in is gone: the panel takes it, and is read out.
  useEffect(() => panel.current?.focus(), [])
  const date = format.dateTime(new Date(deleteOn), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      className="space-y-3 rounded-xl border border-line bg-bg-muted p-4 outline-none sm:p-5"
    >
      <h2 className="flex items-start gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-success" />
        {t('doneTitle')}
      </h2>
      <p className="font-semibold">{t('doneWhen', { date })}</p>
      <p>{t('doneSignedOut')}</p>
      <p>{t('doneCancel')}</p>
      <Link href="/" className={buttonClass('secondary', 'w-full sm:w-auto')}>
        {t('home')}
      </Link>
    </div>
  )
}
