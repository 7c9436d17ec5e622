import type { TextareaField, TextField } from 'payload'

type Options = { required?: boolean; label?: TextField['label']; admin?: TextField['admin'] }

/** A text field edited in both languages; English is the fallback. */
export const localizedText = (
  name: string,
  { required = false, label, admin }: Options = {},
): TextField => ({
  name,
  type: 'text',
  localized: true,
  required,
  ...(label ? { label } : {}),
  ...(admin ? { admin } : {}),
})

/** A longer text edited in both languages. */
export const localizedTextarea = (
  name: string,
  { required = false, label }: Options = {},
): TextareaField => ({
  name,
  type: 'textarea',
  localized: true,
  required,
  ...(label ? { label } : {}),
})
