'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { useAction } from '@/components/forms/useAction'
import { useValidationMessage } from '@/components/forms/useValidationMessage'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { Link, useRouter } from '@/i18n/navigation'
import { saveSignupEmail, saveSignupName, saveSignupPassword } from '@/actions/signup'
import type { SignupProgress } from '@/lib/accounts/signupSteps'
import {
  type SignupEmailStep,
  signupEmailStepSchema,
  type SignupNameStep,
  signupNameStepSchema,
  type SignupPasswordStep,
  signupPasswordStepSchema,
} from '@/lib/validation/registration'

import { FormAlert, NewPasswordFields } from '../AccountFields'
import { RoleField } from '../RoleField'

function BackLink({ href }: { href: string }) {
  const t = useTranslations('register')
  return (
    <Link
      href={href}
      className="inline-flex h-12 items-center justify-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
    >
      {t('back')}
    </Link>
  )
}

/** Step 1: e-mail and role. */
export function EmailStep({ progress }: { progress: SignupProgress }) {
  const t = useTranslations('register')
  const router = useRouter()
  const message = useValidationMessage()
  const { register, handleSubmit, setError, formState } = useForm<SignupEmailStep>({
    resolver: zodResolver(signupEmailStepSchema),
    mode: 'onTouched',
    defaultValues: { email: progress.email ?? '', role: progress.role },
  })
  const action = useAction({ setError })
  const onSubmit = async (values: SignupEmailStep) => {
    if (await action.run(() => saveSignupEmail(values))) router.push('/lifecycle/signup/name')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <RoleField error={message(formState.errors.role?.message)} {...register('role')} />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('next')} busyLabel={t('next')} />
    </form>
  )
}

/** Step 2: first and last name. */
export function NameStep({ progress }: { progress: SignupProgress }) {
  const t = useTranslations('register')
  const router = useRouter()
  const message = useValidationMessage()
  const { register, handleSubmit, setError, formState } = useForm<SignupNameStep>({
    resolver: zodResolver(signupNameStepSchema),
    mode: 'onTouched',
    defaultValues: { firstName: progress.firstName ?? '', lastName: progress.lastName ?? '' },
  })
  const action = useAction({ setError })
  const onSubmit = async (values: SignupNameStep) => {
    if (await action.run(() => saveSignupName(values))) router.push('/lifecycle/signup/passwd')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        error={message(formState.errors.lastName?.message)}
        {...register('lastName')}
      />
      <TextField
        label={t('firstName')}
        autoComplete="given-name"
        error={message(formState.errors.firstName?.message)}
        {...register('firstName')}
      />
      <FormAlert message={action.alert} />
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <BackLink href="/lifecycle/signup/reg" />
        <SubmitButton busy={action.busy} label={t('next')} busyLabel={t('next')} />
      </div>
    </form>
  )
}

/** Step 3: password and confirmation; the account is created and the code mailed. */
export function PasswordStep() {
  const t = useTranslations('register')
  const router = useRouter()
  const message = useValidationMessage()
  const { register, handleSubmit, setError, formState } = useForm<SignupPasswordStep>({
    resolver: zodResolver(signupPasswordStepSchema),
    mode: 'onTouched',
  })
  const action = useAction({ setError })
  const onSubmit = async (values: SignupPasswordStep) => {
    if (await action.run(() => saveSignupPassword(values))) router.push('/lifecycle/signup/certify')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={{
          password: message(formState.errors.password?.message),
          confirm: message(formState.errors.confirmPassword?.message),
        }}
      />
      <FormAlert message={action.alert} />
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <BackLink href="/lifecycle/signup/name" />
        <SubmitButton busy={action.busy} label={t('next')} busyLabel={t('next')} />
      </div>
    </form>
  )
}
