import type { CollectionConfig } from 'payload'

import { isEditorField } from '@/access/isEditor'
import { organisationMember } from '@/access/organisationMember'
import { ownerOrEditor } from '@/access/ownerOrEditor'
import { serviceManagerReaders } from '@/access/serviceManagerReaders'
import { signedInField } from '@/access/signedInField'
import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { phoneField } from '@/fields/phone'
import { selectField } from '@/fields/select'
import { expireOnChange } from '@/lib/cache/expireOnChange'
import { cacheTags } from '@/lib/cache/tags'
import { relationId } from '@/lib/db/relationId'
import { businessAreas } from '@/lib/enums'

import { assignOrganisation, organisationOwnership } from '../organisationOwned'
import { releaseManagerHours } from './hooks/releaseManagerHours'

const expire = expireOnChange<{ organisation?: number | { id: number } }>((doc) => [
  cacheTags.organisations,
  doc.organisation !== undefined && cacheTags.organisation(relationId(doc.organisation)),
  cacheTags.offerings,
])

/**
 * An organisation's advisers: shown on its profile and as the contact of its listings. The member
 * adds and edits them; the rating (1.0–5.0) is set by content staff; phone and e-mail are shown to
 * signed-in accounts only. A manager with hours (availabilities) gives free consultations, which
 * the organisation's account runs on /user/cm/sessions.
 */
export const ServiceManagers: CollectionConfig = {
  slug: 'service-managers',
  labels: {
    singular: bi('Service manager', '服务顾问'),
    plural: bi('Service managers', '服务顾问'),
  },
  admin: {
    group: bi('Organisations', '机构'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'organisation', 'rating', 'phone'],
  },
  access: {
    read: serviceManagerReaders,
    create: organisationMember,
    update: ownerOrEditor,
    delete: ownerOrEditor,
  },
  hooks: {
    beforeChange: [assignOrganisation],
    afterChange: [expire.afterChange],
    beforeDelete: [releaseManagerHours],
    afterDelete: [expire.afterDelete],
  },
  fields: [
    ...organisationOwnership,
    localizedText('name', { required: true, label: bi('Name', '姓名') }),
    localizedTextarea('introduction', { label: bi('Introduction', '简介') }),
    localizedText('businessAreaNames', { label: bi('Business areas', '业务领域') }),
    selectField('businessAreaCodes', businessAreas, {
      hasMany: true,
      required: true,
      label: bi('Business area codes', '业务领域代码'),
    }),
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'organisation-images',
      label: bi('Photo', '照片'),
    },
    {
      type: 'row',
      fields: [
        phoneField('phone', {
          required: true,
          label: bi('Phone', '电话'),
          access: { read: signedInField },
        }),
        {
          name: 'email',
          type: 'email',
          label: bi('E-mail', '邮箱'),
          access: { read: signedInField },
        },
        {
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          label: bi('Rating (1.0–5.0)', '评分（1.0–5.0）'),
          access: { create: isEditorField, update: isEditorField },
          admin: { step: 0.1 },
        },
      ],
    },
  ],
}
