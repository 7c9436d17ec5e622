import type { SelectField } from 'payload'

import type { Option } from '@/lib/enums'

/** What a select takes besides its name, type and options (single and multiple selects alike). */
type SelectProps<F = SelectField> = F extends unknown ? Omit<F, 'name' | 'type' | 'options'> : never

/**
 * A select over one of the portal's enumerations (`src/lib/enums.ts`). Payload gets each option's
 * value and labels only: anything else an option carries (a status's number) stays in lib.
 */
export const selectField = <V extends string>(
  name: string,
  options: readonly Option<V>[],
  field: SelectProps = {},
): SelectField => ({
  name,
  type: 'select',
  options: options.map(({ value, label }) => ({ value, label })),
  ...field,
})
