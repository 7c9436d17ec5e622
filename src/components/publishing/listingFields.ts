import type { Option } from '@/lib/enums'
import { type FieldSpec, listingFields, listingForms } from '@/lib/listings/listingFields'
import type { ListingKind } from '@/lib/organisations/roles'

/** A text of a listing's form, written in each language: one line, or a box of `rows`. */
export type TextSpec = { name: string; rows?: number }

/** A shared (not per-language) field of a listing's form, and the control it takes. */
export type FieldControl =
  | { name: string; kind: 'select' | 'checkboxes'; options: readonly Option<string>[] }
  | { name: string; kind: 'number' | 'date' | 'checkbox' }

/** A summary's box, and the larger one of a description (a paragraph a line). */
const rows = { text: undefined, textarea: 3, richText: 8 }

const text = (name: string, field: FieldSpec): TextSpec => {
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText')
    return { name, rows: rows[field.type] }
  throw new Error(`A listing form's text is ${name}, a ${field.type}`)
}

const control = (name: string, field: FieldSpec): FieldControl => {
  if (field.type === 'select')
    return { name, kind: field.hasMany ? 'checkboxes' : 'select', options: field.options }
  if (field.type === 'number' || field.type === 'date' || field.type === 'checkbox')
    return { name, kind: field.type }
  throw new Error(`A listing form has no control for ${name}, a ${field.type}`)
}

const layoutOf = (kind: ListingKind) => {
  const fields: Record<string, FieldSpec> = listingFields[kind]
  const { texts, groups, others } = listingForms[kind]
  return {
    texts: texts.map((name) => text(name, fields[name]!)),
    groups: groups.map((group) => group.map((name) => control(name, fields[name]!))),
    cover: (others as readonly string[]).includes('cover'),
  }
}

/**
 * What each form holds, in the order it shows it (src/lib/listings/listingFields.ts): the texts
 * written in each language, then the shared fields in groups (one row each on a wide screen). The
 * contact manager, the cover (for offerings) and the status buttons follow.
 */
export const formLayouts = { offerings: layoutOf('offerings'), jobs: layoutOf('jobs') }
