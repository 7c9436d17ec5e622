'use client'

import { useLocale } from 'next-intl'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import type { Option } from '@/lib/enums'

type Props = UseFormRegisterReturn & {
  legend: string
  /** The enumeration the member picks from (any number of its values). */
  options: readonly Option<string>[]
  error?: string
  className?: string
}

/** Several values of an enumeration, as checkboxes under one legend with the group's error. */
export function CheckboxGroup({ legend, options, error, className, ...registration }: Props) {
  const locale = useLocale()
  const errorId = `${useId()}-error`
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={option.value}
              className="size-5 shrink-0 accent-[var(--color-brand)]"
              {...registration}
            />
            {option.label[locale]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
