import type { FilterSpec } from '@/lib/listings/listingFields'

export type FilterOption = { value: string; label: string }

type Common = {
  name: string
  label: string
  /** The chip of the active value (e.g. "Country or region: Japan"); none when the filter is not in use. */
  chip?: string
}

export type FilterField = Common &
  (
    | { kind: 'select'; options: FilterOption[]; anyLabel: string; value?: string }
    | {
        kind: Exclude<FilterSpec['control'], 'select' | 'checkbox'>
        value?: string
        placeholder?: string
      }
    | { kind: 'checkbox'; checked: boolean }
  )

type Props = {
  /** The localized list path the form is sent to (GET), so it works without JavaScript. */
  action: string
  label: string
  submitLabel: string
  fields: FilterField[]
}

const control = 'h-11 w-full rounded-full border border-line bg-bg-elevated px-4 text-base text-fg'
const labelClass = 'mb-1.5 block text-sm font-semibold text-fg-muted'

function Control({ field }: { field: FilterField }) {
  const id = `filter-${field.name}`
  if (field.kind === 'checkbox')
    return (
      <label htmlFor={id} className="flex h-11 items-center gap-2.5 self-end text-sm font-semibold">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value="1"
          defaultChecked={field.checked}
          className="size-5 accent-brand"
        />
        {field.label}
      </label>
    )
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select id={id} name={field.name} defaultValue={field.value ?? ''} className={control}>
          <option value="">{field.anyLabel}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.kind}
          defaultValue={field.value}
          // HTML allows a placeholder on text-like inputs only, not on month or date pickers.
          placeholder={
            field.kind === 'number' || field.kind === 'search' ? field.placeholder : undefined
          }
          {...(field.kind === 'number' && { min: 1, step: 1, inputMode: 'numeric' as const })}
          className={control}
        />
      )}
    </div>
  )
}

/** A list's filters as a plain GET form: every control is a query parameter. */
export function FilterForm({ action, label, submitLabel, fields }: Props) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {fields.map((field) => (
        <Control key={field.name} field={field} />
      ))}
      <button
        type="submit"
        className="h-11 rounded-full bg-brand px-6 text-sm font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
      >
        {submitLabel}
      </button>
    </form>
  )
}
