import type { FieldHook, RelationshipField } from 'payload'

/** The uploader or author is the owner, whatever the request claims; nobody changes it later. */
const setOwner: FieldHook = ({ operation, req, value }) =>
  operation === 'create' && req.user ? req.user.id : value

export const ownerField = (label: { en: string; zh: string }): RelationshipField => ({
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  label,
  hooks: { beforeValidate: [setOwner] },
  access: { update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
})
