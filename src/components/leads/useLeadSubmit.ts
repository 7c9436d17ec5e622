'use client'

import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { LeadResult } from '@/lib/leads/submitLead'

/** What a public form shows after a try: each outcome of SPEC §4 (validation failed, success, failure, error) and the rate limit. */
export type LeadOutcome = { kind: 'success' | 'invalid' | 'failure' | 'error' } | { kind: 'rateLimited'; minutes: number }

/**
 * The browser half of a public form's submission: sends, maps the server's answer to an outcome,
 * puts the server's field errors on the fields, and turns a request that got no answer into "error".
 */
export function useLeadSubmit<F extends FieldValues>(setError: UseFormSetError<F>, onSuccess?: () => void) {
  const [outcome, setOutcome] = useState<LeadOutcome | null>(null)

  const apply = (result: LeadResult) => {
    if (result.ok) {
      onSuccess?.()
      return setOutcome({ kind: 'success' })
    }
    if (result.error === 'invalid') {
      for (const [field, key] of Object.entries(result.fields)) setError(field as Path<F>, { message: key })
      return setOutcome({ kind: 'invalid' })
    }
    if (result.error === 'rateLimited') return setOutcome({ kind: 'rateLimited', minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
    setOutcome({ kind: 'failure' })
  }

  return {
    outcome,
    setOutcome,
    /** Runs the server action; a thrown call means the request never got an answer (offline, server unreachable). */
    submit: async (send: () => Promise<LeadResult>) => {
      setOutcome(null)
      try {
        apply(await send())
      } catch {
        setOutcome({ kind: 'error' })
      }
    },
    /** For handleSubmit's second argument: the browser-side check failed. */
    invalid: () => setOutcome({ kind: 'invalid' }),
  }
}
