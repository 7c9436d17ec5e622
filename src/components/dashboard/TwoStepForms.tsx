'use client'

import { useTranslations } from 'next-intl'

import { renewRecoveryCodes, turnOffSecondFactor } from '@/actions/secondFactor'
import { FormAlert } from '@/components/forms/FormAlert'
import { AppCodeField } from '@/components/auth/AuthenticatorSetup'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import type { OutcomeWording } from '@/lib/actions/result'
import type {
  TurnOffSecondFactorInput,
  UnlockRecoveryCodesInput,
} from '@/lib/validation/secondFactor'

const loadRenewSchema = () =>
  import('@/lib/validation/secondFactor').then((m) => m.unlockRecoveryCodesSchema)
const loadTurnOffSchema = () =>
  import('@/lib/validation/secondFactor').then((m) => m.turnOffSecondFactorSchema)

/** The password asked here is not a "current" one being changed. */
const passwordWording = {
  currentPasswordWrong: 'dashboard.twoStep.passwordWrong',
} satisfies OutcomeWording

/** "New recovery codes": the password again, then ten new codes (the old ones stop working). */
export function RenewCodesForm({ onCodes }: { onCodes: (recoveryCodes: string[]) => void }) {
  const t = useTranslations('dashboard.twoStep')
  const { handleSubmit, reset, field, action } = useActionForm(loadRenewSchema, {
    wording: passwordWording,
  })
  const onSubmit = async (values: UnlockRecoveryCodesInput) => {
    const result = await action.run(() => renewRecoveryCodes(values))
    if (!result) return toast.error(t('renewFailed'))
    reset()
    toast.success(t('renewed'))
    onCodes(result.recoveryCodes)
  }
  return (
    <section aria-labelledby="two-step-renew" className="space-y-3">
      <h2 id="two-step-renew" className="text-lg font-semibold">
        {t('renewTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('renewHint')}</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <FormAlert message={action.alert} />
        <SubmitButton busy={action.busy} label={t('renew')} className="sm:w-auto" />
      </form>
    </section>
  )
}

/** "Turn off" (members only): the password and a code from the app. */
export function TurnOffForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const t = useTranslations('dashboard.twoStep')
  const hydrated = useHydrated()
  const { handleSubmit, reset, field, action } = useActionForm(loadTurnOffSchema, {
    wording: passwordWording,
  })
  const onSubmit = async (values: TurnOffSecondFactorInput) => {
    if (!(await action.run(() => turnOffSecondFactor(values))))
      return toast.error(t('turnOffFailed'))
    reset()
    toast.success(t('off'))
    onTurnedOff()
  }
  return (
    <section aria-labelledby="two-step-turn-off" className="space-y-3">
      <h2 id="two-step-turn-off" className="text-lg font-semibold">
        {t('turnOffTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('turnOffHint')}</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <AppCodeField field={field('code')} />
        <FormAlert message={action.alert} />
        {/* Weakens the account: the plain button, not the brand's call to action. */}
        <button
          type="submit"
          disabled={action.busy || !hydrated}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {t('turnOff')}
        </button>
      </form>
    </section>
  )
}
