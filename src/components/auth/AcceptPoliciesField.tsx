'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { BoundField } from '@/components/forms/useActionForm'
import { Link } from '@/i18n/navigation'
import { policyPaths } from '@/lib/consent/policies'

function policyLink(href: string) {
  return function PolicyLink(chunks: React.ReactNode) {
    return (
      <Link
        href={href}
        target="_blank"
        className="font-semibold text-brand underline underline-offset-2"
      >
        {chunks}
      </Link>
    )
  }
}

/**
 * "I have read and agree to the Terms of use and the Privacy policy", where the account is
 * created: required, and recorded with the policies' versions. The links open in a new tab so
 * the form keeps what was typed.
 */
export function AcceptPoliciesField({ field }: { field: BoundField }) {
  const t = useTranslations('register')
  const { error, ...input } = field
  const errorId = useId()
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>
          {t.rich('acceptPolicies', {
            terms: policyLink(policyPaths['terms-of-use']),
            privacy: policyLink(policyPaths['privacy-policy']),
          })}
        </span>
      </label>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
