'use client'

import { ShieldCheck, ShieldOff } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { turnOnSecondFactor } from '@/actions/secondFactor'
import { FormAlert } from '@/components/forms/FormAlert'
import { AppCodeField, AuthenticatorSetup } from '@/components/auth/AuthenticatorSetup'
import { RecoveryCodes } from '@/components/auth/RecoveryCodes'
import type { OutcomeWording } from '@/lib/actions/result'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { toast } from '@/components/ui/toast'
import type { TwoStepStatus } from '@/data/accountSessions'
import { useRouter } from '@/i18n/navigation'
import type { EnrolmentView } from '@/lib/secondFactor/enrolment'
import type { AuthenticatorCodeInput } from '@/lib/validation/secondFactor'

import { RenewCodesForm, TurnOffForm } from './TwoStepForms'

/** Too many wrong codes: the account's second-factor limit, worded as such. */
const codeWording = { rateLimited: 'secondFactor.rateLimited' } satisfies OutcomeWording

const loadCodeSchema = () =>
  import('@/lib/validation/secondFactor').then((m) => m.authenticatorCodeSchema)

/** Few enough recovery codes left to suggest new ones. */
const LOW_CODES = 3

/**
 * /user/security/two-step: whether two-step sign-in is on; if not, its setup and "Turn on"; if so,
 * the recovery codes left, new ones, and (members only) "Turn off". New recovery codes take the
 * panel's place until the member has saved them; the status then takes the focus.
 */
export function TwoStepPanel({ status }: { status: TwoStepStatus }) {
  const t = useTranslations('dashboard.twoStep')
  const router = useRouter()
  const [codes, setCodes] = useState<string[] | null>(null)
  // Counts the times the form the focus was in went away, so the status takes it each time.
  const [returns, setReturns] = useState(0)
  const showCodes = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes)
    router.refresh()
  }
  const changed = () => {
    setReturns((count) => count + 1)
    router.refresh()
  }

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null)
          setReturns((count) => count + 1)
        }}
      />
    )
  return (
    <div className="space-y-8">
      <p>{t('what')}</p>
      <Status status={status} focusAfter={returns} />
      {!status.enrolled ? (
        status.enrolment ? (
          <TurnOnForm enrolment={status.enrolment} onCodes={showCodes} />
        ) : (
          <p className="text-fg-muted">{t('setupUnavailable')}</p>
        )
      ) : (
        <>
          <RenewCodesForm onCodes={showCodes} />
          {!status.required && <TurnOffForm onTurnedOff={changed} />}
        </>
      )}
    </div>
  )
}

/** On or off; when on, the recovery codes left; for staff, that it must stay on. */
function Status({ status, focusAfter }: { status: TwoStepStatus; focusAfter: number }) {
  const t = useTranslations('dashboard.twoStep')
  const tFactor = useTranslations('secondFactor')
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusAfter > 0) box.current?.focus()
  }, [focusAfter])
  const { enrolled, recoveryCodesLeft } = status
  const Icon = enrolled ? ShieldCheck : ShieldOff
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="space-y-2 rounded-xl border border-line bg-bg-muted p-4 outline-none sm:p-5"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon
          aria-hidden
          className={`size-6 shrink-0 ${enrolled ? 'text-success' : 'text-fg-muted'}`}
        />
        {enrolled ? t('on') : t('off')}
      </p>
      {enrolled && <p>{t('codesLeft', { count: recoveryCodesLeft })}</p>}
      {enrolled && recoveryCodesLeft <= LOW_CODES && (
        <p className="font-medium text-danger">{t('codesLow')}</p>
      )}
      {status.required && <p className="text-fg-muted">{tFactor('requiredForStaff')}</p>}
    </div>
  )
}

/** The authenticator's setup and its first code, which turns two-step sign-in on. */
function TurnOnForm({
  enrolment,
  onCodes,
}: {
  enrolment: EnrolmentView
  onCodes: (recoveryCodes: string[]) => void
}) {
  const t = useTranslations('dashboard.twoStep')
  const { handleSubmit, reset, field, action } = useActionForm(loadCodeSchema, {
    wording: codeWording,
  })
  const onSubmit = async ({ code }: AuthenticatorCodeInput) => {
    const result = await action.run(() => turnOnSecondFactor({ code }))
    if (!result) return toast.error(t('turnOnFailed'))
    reset()
    toast.success(t('on'))
    onCodes(result.recoveryCodes)
  }
  return (
    <section aria-labelledby="two-step-turn-on" className="space-y-4">
      <h2 id="two-step-turn-on" className="text-lg font-semibold">
        {t('setUpTitle')}
      </h2>
      <AuthenticatorSetup {...enrolment}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <AppCodeField field={field('code')} />
          <FormAlert message={action.alert} />
          <SubmitButton busy={action.busy} label={t('turnOn')} className="sm:w-auto" />
        </form>
      </AuthenticatorSetup>
    </section>
  )
}
