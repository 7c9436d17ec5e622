'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type Messages, useTranslations } from 'next-intl'
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

import { useAction } from './useAction'
import { useValidationMessage } from './useValidationMessage'

/** The message namespaces that word their form's field errors under their own `errors`. */
type ErrorsNamespace = {
  [N in keyof Messages]: Messages[N] extends { errors: object } ? N : never
}[keyof Messages]

type Options<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** useAction's own wording of outcomes (e.g. `contact.outcome`). */
  wording?: string
  /** Where the field errors are worded (`contact` → `contact.errors.<key>`); else the `validation` keys. */
  fieldErrors?: ErrorsNamespace
}

/**
 * A form checked with its schema (as the visitor leaves each field, unless `mode` says otherwise)
 * that calls its action through `useAction`, whose field errors from the server land on the fields.
 * `field(name)` gives a TextField (or any control that takes `error`) its registration and its
 * worded error in one spread.
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { wording, fieldErrors, ...options }: Options<S> = {},
) {
  const t = useTranslations()
  const validationMessage = useValidationMessage()
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    ...options,
  })
  const action = useAction({ setError: form.setError, wording })

  const fieldError = (name: Path<z.input<S>>): string | undefined => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message
    if (!key) return undefined
    return fieldErrors ? t(`${fieldErrors}.errors.${key}` as never) : validationMessage(key)
  }
  const field = <N extends Path<z.input<S>>>(name: N) => ({
    ...form.register(name),
    error: fieldError(name),
  })

  return { ...form, action, field }
}

/** What `field(name)` gives: a control's registration and its worded error. */
export type BoundField = UseFormRegisterReturn & { error?: string }
