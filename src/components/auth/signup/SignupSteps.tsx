import { getTranslations } from 'next-intl/server'

import { type SignupStep, signupSteps } from '@/lib/accounts/signupSteps'

/** Where the visitor is among the four steps. */
export async function SignupStepList({ current }: { current: SignupStep }) {
  const t = await getTranslations('register')
  const index = signupSteps.indexOf(current)
  return (
    <div className="mb-6 mt-4">
      <p className="text-sm font-semibold text-brand">
        {t('stepOf', { step: index + 1, total: signupSteps.length })}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2 text-xs">
        {signupSteps.map((step, i) => (
          <li
            key={step}
            aria-current={i === index ? 'step' : undefined}
            className={i <= index ? 'font-semibold text-fg' : 'text-fg-muted'}
          >
            <span
              aria-hidden
              className={`mb-1.5 block h-1.5 rounded-full ${i <= index ? 'bg-brand' : 'bg-line'}`}
            />
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </div>
  )
}
