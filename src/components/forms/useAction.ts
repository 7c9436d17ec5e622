'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import {
  type ActionFailure,
  type ActionResult,
  type FailureCode,
  failureMessages,
  messageValues,
  type OutcomeWording,
} from '@/lib/actions/result'

type Options<F extends FieldValues> = {
  /** The form's setError: field errors from the server go on their fields. */
  setError?: UseFormSetError<F>
  /** The form's own message for some outcomes (e.g. `contactOutcomes`); the rest show `failureMessages`. */
  wording?: OutcomeWording
}

type State = {
  busy: boolean
  succeeded: boolean
  failure: ActionFailure | { ok: false; error: 'network' } | null
}

/**
 * How every form calls its server action: busy while it runs, field errors on the fields, any other
 * failure as the form's alert (in the visitor's language), and a call that got no answer said as such.
 */
export function useAction<F extends FieldValues = FieldValues>({
  setError,
  wording,
}: Options<F> = {}) {
  const t = useTranslations()
  const [state, setState] = useState<State>({ busy: false, succeeded: false, failure: null })

  const word = (failure: NonNullable<State['failure']>): string | null => {
    const key =
      wording?.[failure.error] ??
      (failure.error === 'invalid' ? undefined : failureMessages[failure.error])
    const values = failure.error === 'network' ? {} : messageValues(failure)
    return key ? t(key, values as never) : null
  }

  /** Shows a failure found before calling the server (e.g. `invalid` when the browser-side check failed). */
  const refuse = useCallback(
    (error: Exclude<FailureCode, 'rateLimited' | 'tooSoon'>) =>
      setState({
        busy: false,
        succeeded: false,
        failure: error === 'invalid' ? { ok: false, error, fields: {} } : { ok: false, error },
      }),
    [],
  )
  /** Back to a fresh form (no outcome shown). */
  const reset = useCallback(() => setState({ busy: false, succeeded: false, failure: null }), [])

  /** Runs the action; the success result, or null when it failed (the alert and fields say why). */
  const run = async <R extends ActionResult>(
    send: () => Promise<R>,
  ): Promise<Extract<R, { ok: true }> | null> => {
    setState({ busy: true, succeeded: false, failure: null })
    let result: R
    try {
      result = await send()
    } catch {
      setState({ busy: false, succeeded: false, failure: { ok: false, error: 'network' } })
      return null
    }
    if (result.ok) {
      setState({ busy: false, succeeded: true, failure: null })
      return result as Extract<R, { ok: true }>
    }
    if (result.error === 'invalid')
      for (const [field, key] of Object.entries(result.fields))
        setError?.(field as Path<F>, { message: key })
    setState({ busy: false, succeeded: false, failure: result })
    return null
  }

  return {
    run,
    busy: state.busy,
    succeeded: state.succeeded,
    /** The failure itself, for a form that shows more than the alert (a link, a field's reason). */
    failure: state.failure,
    /** The generic failure's message, for a form that words failures with a reason and got none. */
    generic: t(failureMessages.failure),
    /** The alert: the last failure's message, or null. */
    alert: state.failure && word(state.failure),
    /** What a form without fields shows: a refusal's own reason when it gave one, else the alert. */
    refusal:
      state.failure?.error === 'failure' && state.failure.reason
        ? state.failure.reason
        : state.failure && word(state.failure),
    refuse,
    reset,
  }
}

/** What `useAction` gives a form. */
export type FormAction = ReturnType<typeof useAction>
