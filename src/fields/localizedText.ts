import type { TextareaField, TextField } from 'payload'

type Options = {
  required?: boolean
  label?: TextField['label']
  admin?: TextField['admin']
  /** Indexed in every language's column (a list filters by it). */
  index?: boolean
}

/** A text field edited in both languages; English is the fallback. */
export const localizedText = (
  name: string,
  { required = false, label, admin, index }: Options = {},
): TextField => ({
  name,
  type: 'text',
  localized: true,
  required,
  ...(index ? { index } : {}),
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
