import { type ComponentProps, useId } from 'react'

type Props = ComponentProps<'input'> & { label: string; error?: string }

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function TextField({ label, error, id, className, ...props }: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-11 w-full rounded-xl border border-line bg-bg px-3 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg-muted aria-invalid:border-danger"
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
