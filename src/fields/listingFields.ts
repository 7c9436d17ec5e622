import type { Field, RelationshipField } from 'payload'

import type { FieldSpec } from '@/lib/listings/listingFields'

import { localizedText, localizedTextarea } from './localizedText'
import { selectField } from './select'

/** What only Payload knows of a field (which documents it may choose). */
type Extra = Pick<RelationshipField, 'filterOptions'>

/** A listing's field (src/lib/listings/listingFields.ts) as its collection stores it. */
export function listingPayloadField(name: string, spec: FieldSpec, extra: Extra = {}): Field {
  const { label, index, admin } = spec
  const indexed = index ? { index } : {}
  const placed = admin ? { admin } : {}
  switch (spec.type) {
    case 'select':
      return selectField(name, spec.options, {
        ...(spec.hasMany && { hasMany: true }),
        ...(spec.required && { required: true }),
        ...(spec.defaultValue !== undefined && { defaultValue: spec.defaultValue }),
        ...indexed,
        label,
        ...placed,
      })
    case 'text':
      return localizedText(name, { required: Boolean(spec.required), label, index })
    case 'textarea':
      return localizedTextarea(name, { required: Boolean(spec.required), label })
    case 'richText':
      return { name, type: 'richText', localized: true, label }
    case 'number':
      return { name, type: 'number', min: 0, max: spec.max, label, ...indexed }
    case 'date':
      return { name, type: 'date', ...indexed, label, ...placed }
    case 'checkbox':
      return { name, type: 'checkbox', defaultValue: spec.defaultValue, ...indexed, label }
    case 'upload':
      return spec.hasMany
        ? {
            name,
            type: 'upload',
            relationTo: spec.relationTo,
            hasMany: true,
            ...(spec.maxRows && { maxRows: spec.maxRows }),
            label,
          }
        : { name, type: 'upload', relationTo: spec.relationTo, label }
    case 'relationship':
      return { name, type: 'relationship', relationTo: spec.relationTo, label, ...extra, ...placed }
  }
}

/** A kind's own fields in the admin's order, the consecutive ones of a row side by side. */
export function listingPayloadFields(specs: Record<string, FieldSpec>): Field[] {
  const fields: Field[] = []
  let row: string | undefined
  for (const [name, spec] of Object.entries(specs)) {
    const field = listingPayloadField(name, spec)
    const last = fields.at(-1)
    if (spec.row && spec.row === row && last?.type === 'row') last.fields.push(field)
    else fields.push(spec.row ? { type: 'row', fields: [field] } : field)
    row = spec.row
  }
  return fields
}
