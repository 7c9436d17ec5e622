'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { completeSignIn } from '@/actions/secondFactor'
import type { OutcomeWording } from '@/lib/actions/result'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import type { EnrolmentView } from '@/lib/secondFactor/enrolment'
import type { AuthenticatorCodeInput, RecoveryCodeInput } from '@/lib/validation/secondFactor'

import { AppCodeField, AuthenticatorSetup } from './AuthenticatorSetup'
import { RecoveryCodes } from './RecoveryCodes'

/** Too many wrong codes: the account's second-factor limit, worded as such. */
const codeWording = { rateLimited: 'secondFactor.rateLimited' } satisfies OutcomeWording

const loadCodeSchema = () =>
  import('@/lib/validation/secondFactor').then((m) => m.authenticatorCodeSchema)
const loadRecoverySchema = () =>
  import('@/lib/validation/secondFactor').then((m) => m.recoveryCodeSchema)

type Passed = (recoveryCodes: string[]) => void

/** The switch between the app's code and a recovery code: a link's look, a comfortable target. */
const switchClass =
  'inline-block py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline'

/**
 * /my-account-login/second-factor: the code from the app, or one recovery code instead; for staff
 * without an authenticator yet (`enrolment`), its setup, then the recovery codes it gave them.
 * Then on to `redirectTo`, a full navigation so every server component sees the open session.
 */
export function SecondFactorForm({
  redirectTo,
  enrolment,
}: {
  redirectTo: string
  enrolment: EnrolmentView | null
}) {
  const [codes, setCodes] = useState<string[] | null>(null)
  const [recovery, setRecovery] = useState(false)
  const proceed = () => window.location.assign(redirectTo)
  const onPassed: Passed = (recoveryCodes) =>
    recoveryCodes.length > 0 ? setCodes(recoveryCodes) : proceed()

  return (
    <div className="mt-6">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={proceed} />
      ) : enrolment ? (
        <AuthenticatorSetup {...enrolment}>
          <CodeForm onPassed={onPassed} />
        </AuthenticatorSetup>
      ) : recovery ? (
        // Each form takes the focus as it appears: switching puts the visitor in the new field.
        <RecoveryCodeForm onPassed={onPassed} onSwitch={() => setRecovery(false)} />
      ) : (
        <CodeForm onPassed={onPassed} onSwitch={() => setRecovery(true)} autoFocus />
      )}
    </div>
  )
}

/** The 6-digit code from the app; `onSwitch` offers a recovery code instead. */
function CodeForm({
  onPassed,
  onSwitch,
  autoFocus = false,
}: {
  onPassed: Passed
  onSwitch?: () => void
  autoFocus?: boolean
}) {
  const t = useTranslations('twoStep')
  const { handleSubmit, field, action } = useActionForm(loadCodeSchema, { wording: codeWording })
  const onSubmit = async ({ code }: AuthenticatorCodeInput) => {
    const result = await action.run(() => completeSignIn({ code }))
    if (result) onPassed(result.recoveryCodes)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <AppCodeField field={field('code')} autoFocus={autoFocus} />
      <FormAlert message={action.alert} />
      {/* Still busy once through: the next page is on its way. */}
      <SubmitButton
        busy={action.busy || action.succeeded}
        label={t('submit')}
        busyLabel={t('submitting')}
      />
      {onSwitch && (
        <button type="button" onClick={onSwitch} className={switchClass}>
          {t('useRecoveryCode')}
        </button>
      )}
    </form>
  )
}

/** One of the ten recovery codes, instead of the app's code. */
function RecoveryCodeForm({ onPassed, onSwitch }: { onPassed: Passed; onSwitch: () => void }) {
  const t = useTranslations('twoStep')
  const { handleSubmit, field, action } = useActionForm(loadRecoverySchema, {
    wording: codeWording,
  })
  const onSubmit = async ({ recoveryCode }: RecoveryCodeInput) => {
    const result = await action.run(() => completeSignIn({ recoveryCode }))
    if (result) onPassed(result.recoveryCodes)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-fg-muted">{t('recoveryLead')}</p>
      <TextField
        label={t('recoveryCode')}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        autoFocus
        className="sm:max-w-60"
        {...field('recoveryCode')}
      />
      <FormAlert message={action.alert} />
      <SubmitButton
        busy={action.busy || action.succeeded}
        label={t('submit')}
        busyLabel={t('submitting')}
      />
      <button type="button" onClick={onSwitch} className={switchClass}>
        {t('useApp')}
      </button>
    </form>
  )
}
