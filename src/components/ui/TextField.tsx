import { type ComponentProps, type ReactNode, useId } from 'react'

const control =
  'w-full rounded-xl border border-line bg-bg px-3 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg-muted aria-invalid:border-danger'

/** Label, control and its error, tied together (aria-invalid, aria-describedby) and announced. */
function Field({
  label,
  error,
  id,
  className,
  children,
}: {
  label: string
  error?: string
  id?: string
  className?: string
  children: (a11y: object) => ReactNode
}) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

type Props<E extends 'input' | 'textarea' | 'select'> = ComponentProps<E> & {
  label: string
  error?: string
}

/** A labelled input with its error. */
export function TextField({ label, error, id, className, ...props }: Props<'input'>) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(a11y) => <input {...a11y} className={`h-11 ${control}`} {...props} />}
    </Field>
  )
}

/** A labelled multi-line text box with its error. */
export function TextAreaField({ label, error, id, className, ...props }: Props<'textarea'>) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(a11y) => <textarea rows={6} {...a11y} className={`py-2.5 ${control}`} {...props} />}
    </Field>
  )
}

/** A labelled drop-down with its error. */
export function SelectField({ label, error, id, className, children, ...props }: Props<'select'>) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(a11y) => (
        <select {...a11y} className={`h-11 ${control}`} {...props}>
          {children}
        </select>
      )}
    </Field>
  )
}
