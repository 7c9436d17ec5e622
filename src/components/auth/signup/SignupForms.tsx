'use client'

import { useTranslations } from 'next-intl'

import { FormAlert } from '@/components/forms/FormAlert'
import type { FormAction } from '@/components/forms/useAction'
import { NameFields } from '@/components/forms/NameFields'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { Link } from '@/i18n/navigation'
import { saveSignupEmail, saveSignupName, saveSignupPassword } from '@/actions/signup'
import type { SignupProgress } from '@/lib/accounts/signupSteps'
import type {
  SignupEmailStep,
  SignupNameStep,
  SignupPasswordStep,
} from '@/lib/validation/registration'

import { AcceptPoliciesField } from '../AcceptPoliciesField'
import { NewPasswordFields } from '../AccountFields'
import { RoleField } from '../RoleField'

const steps = () => import('@/lib/validation/registration')
const schemas = {
  email: () => steps().then((m) => m.signupEmailStepSchema),
  name: () => steps().then((m) => m.signupNameStepSchema),
  password: () => steps().then((m) => m.signupPasswordStepSchema),
}

/** The step's alert and "Next", with "Back" beside it from the second step on. */
function StepEnd({ action, back }: { action: FormAction; back?: string }) {
  const t = useTranslations('register')
  const next = <SubmitButton busy={action.busy} label={t('next')} />
  return (
    <>
      <FormAlert message={action.alert} />
      {back ? (
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Link
            href={back}
            className="inline-flex h-12 items-center justify-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
          >
            {t('back')}
          </Link>
          {next}
        </div>
      ) : (
        next
      )}
    </>
  )
}

/** Step 1: e-mail and role. */
export function EmailStep({ progress }: { progress: SignupProgress }) {
  const t = useTranslations('register')
  const router = useProgressRouter()
  const { handleSubmit, field, action } = useActionForm(schemas.email, {
    defaultValues: { email: progress.email ?? '', role: progress.role },
  })
  const onSubmit = async (values: SignupEmailStep) => {
    if (await action.run(() => saveSignupEmail(values))) router.push('/lifecycle/signup/name')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <RoleField {...field('role')} />
      <StepEnd action={action} />
    </form>
  )
}

/** Step 2: first and last name. */
export function NameStep({ progress }: { progress: SignupProgress }) {
  const t = useTranslations('register')
  const router = useProgressRouter()
  const { handleSubmit, field, action } = useActionForm(schemas.name, {
    defaultValues: { firstName: progress.firstName ?? '', lastName: progress.lastName ?? '' },
  })
  const onSubmit = async (values: SignupNameStep) => {
    if (await action.run(() => saveSignupName(values))) router.push('/lifecycle/signup/passwd')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <NameFields
        firstName={field('firstName')}
        lastName={field('lastName')}
        labels={{ firstName: t('firstName'), lastName: t('lastName') }}
      />
      <StepEnd action={action} back="/lifecycle/signup/reg" />
    </form>
  )
}

/** Step 3: password and confirmation; the account is created and the code mailed. */
export function PasswordStep() {
  const router = useProgressRouter()
  const { handleSubmit, field, action } = useActionForm(schemas.password)
  const onSubmit = async (values: SignupPasswordStep) => {
    if (await action.run(() => saveSignupPassword(values))) router.push('/lifecycle/signup/certify')
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      <AcceptPoliciesField field={field('acceptPolicies')} />
      <StepEnd action={action} back="/lifecycle/signup/name" />
    </form>
  )
}
