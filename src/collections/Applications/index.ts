import type { CollectionConfig } from 'payload'

import { applicationParties } from '@/access/applicationParties'
import { isAdmin } from '@/access/isAdmin'
import { verifiedStudent } from '@/access/verifiedStudent'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { statusChangeRow } from '@/fields/statusChange'
import { applicationStatuses, educationLevels } from '@/lib/enums'

import { applicationRules } from './hooks/applicationRules'
import { shareCv } from './hooks/shareCv'
import { queueApplicationMails } from './hooks/queueApplicationMails'

/** Set by the application's own rules (src/lib/applications/), never by a client. */
const systemOnly = { create: () => false, update: () => false }
/** Written once, with the application. */
const fixed = { update: () => false }

/**
 * A certified student's application to a programme, study tour, job or internship: one per
 * student per listing. The organisation sees the student's verified details and moves the status
 * along; the student may withdraw until an offer. Readable by the student, the organisation and
 * content staff only.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: bi('Application', '申请'), plural: bi('Applications', '申请') },
  admin: {
    group: bi('Organisations', '机构'),
    useAsTitle: 'listingKey',
    defaultColumns: ['listingKey', 'owner', 'organisation', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: applicationParties,
    create: verifiedStudent,
    update: applicationParties,
    delete: isAdmin,
  },
  indexes: [{ fields: ['owner', 'listingKey'], unique: true }],
  hooks: { beforeChange: [applicationRules], afterChange: [shareCv, queueApplicationMails] },
  fields: [
    {
      ...ownerField(bi('Student', '学生'), { keptAfterDeletion: true }),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'offering',
      type: 'relationship',
      relationTo: 'offerings',
      index: true,
      label: bi('Programme or tour', '项目/游学'),
      access: fixed,
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      index: true,
      label: bi('Job or internship', '职位/实习'),
      access: fixed,
    },
    {
      name: 'listingKey',
      type: 'text',
      label: bi('Listing', '申请对象'),
      access: systemOnly,
      admin: { readOnly: true },
    },
    {
      name: 'organisation',
      type: 'relationship',
      relationTo: 'organisations',
      index: true,
      label: bi('Organisation', '机构'),
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'organisationOwner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: bi('Organisation member', '机构会员'),
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    selectField('status', applicationStatuses, {
      required: true,
      defaultValue: 'submitted',
      index: true,
      label: bi('Status', '状态'),
      admin: { position: 'sidebar' },
    }),
    {
      name: 'message',
      type: 'textarea',
      maxLength: 2000,
      label: bi('Message', '留言'),
      access: fixed,
    },
    {
      name: 'cv',
      type: 'upload',
      relationTo: 'application-documents',
      label: bi('CV', '简历'),
      access: fixed,
    },
    {
      name: 'applicant',
      type: 'group',
      label: bi('Verified student details', '已认证学生信息'),
      access: systemOnly,
      admin: { readOnly: true },
      fields: [
        { name: 'name', type: 'text', label: bi('Name', '姓名') },
        selectField('educationLevel', educationLevels, { label: bi('Education level', '学历') }),
        { name: 'school', type: 'text', label: bi('School', '学校') },
        { name: 'major', type: 'text', label: bi('Major', '专业') },
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: bi('History', '状态记录'),
      access: systemOnly,
      admin: { readOnly: true },
      fields: [statusChangeRow(applicationStatuses)],
    },
  ],
}
