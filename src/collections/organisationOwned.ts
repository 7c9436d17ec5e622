import type { CollectionBeforeChangeHook, Field } from 'payload'

import { isEditorField } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { organisationById, organisationOwnedBy } from '@/lib/organisations/ownOrganisation'
import { fieldRefusal } from '@/lib/validation/refusal'

/**
 * The organisation a document belongs to and its member (who may change it): an organisation
 * member's documents are always their own organisation's, whatever the request says; content
 * staff choose the organisation, and its member becomes the owner. Nobody moves a document later.
 */
export const organisationOwnership: Field[] = [
  {
    name: 'organisation',
    type: 'relationship',
    relationTo: 'organisations',
    required: true,
    index: true,
    label: bi('Organisation', '机构'),
    access: { create: isEditorField, update: () => false },
    admin: { position: 'sidebar' },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    label: bi('Member', '会员'),
    access: { create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
]

/** Fills `organisation` and `owner` on create (see organisationOwnership); a member without an organisation is told to certify first. */
export const assignOrganisation: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const staff = hasRole(req.user, 'admin', 'editor')
  const organisation =
    req.user && !staff
      ? await organisationOwnedBy(req, req.user.id)
      : await organisationById(req, relationId(data.organisation) ?? 0)
  if (!organisation) {
    const t = translatorFor(requestLocale(req))
    throw fieldRefusal(collection.slug, [
      { path: 'organisation', message: t('organisations.refusals.noOrganisation') },
    ])
  }
  return { ...data, organisation: organisation.id, owner: relationId(organisation.owner) }
}
