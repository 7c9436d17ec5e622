import type { FieldHook, RelationshipField } from 'payload'

/** The uploader or author is the owner, whatever the request claims; nobody changes it later. */
const setOwner: FieldHook = ({ operation, req, value }) =>
  operation === 'create' && req.user ? req.user.id : value

/**
 * `keptAfterDeletion`: the document outlives its owner's account, anonymised and without an owner
 * (a certification decision, an application an organisation received: src/lib/privacy/eraseAccount.ts).
 */
export const ownerField = (
  label: { en: string; zh: string },
  { keptAfterDeletion = false } = {},
): RelationshipField => ({
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: !keptAfterDeletion,
  index: true,
  label,
  hooks: { beforeValidate: [setOwner] },
  access: { update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
})
