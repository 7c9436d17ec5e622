import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { applicant } from '@/access/applicant'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isReviewerField } from '@/access/isReviewer'
import { ownerOrReviewer } from '@/access/ownerOrReviewer'
import { bi } from '@/fields/bilingualLabel'
import { hasRole } from '@/lib/auth/roles'
import {
  certificationStatuses,
  countries,
  educationLevels,
  providerStatuses,
  providerTypes,
  schoolTypes,
} from '@/lib/enums'
import { ownerField } from '@/fields/owner'
import { statusChangeRow } from '@/fields/statusChange'
import { selectField } from '@/fields/select'

import { applyWorkflow } from './hooks/applyWorkflow'
import { auditStatusChange } from './hooks/auditStatusChange'
import { oneApplicationPerType } from './hooks/oneApplicationPerType'
import { ownPhotoOnly } from './hooks/ownPhotoOnly'
import { queueDecisionMail } from './hooks/queueDecisionMail'
import { recordPhotoConsent } from './hooks/recordPhotoConsent'
import { syncOrganisation } from './hooks/syncOrganisation'

const titleOf = (doc: {
  student?: { realName?: string | null } | null
  organisation?: { name?: string | null } | null
}) => doc.student?.realName || doc.organisation?.name || null
const decisionOnly = { create: isReviewerField, update: isReviewerField }
/**
 * What the member applied with: reviewers judge it but never rewrite it (whatever door the change
 * comes through, it is dropped); the member and an admin, who may correct it, still can.
 */
const applicantData: FieldAccess = ({ req: { user } }) =>
  hasRole(user, 'admin') || !hasRole(user, 'reviewer')
/** `fields` (rows included) editable by the applicant only; fields with rules of their own keep them. */
const applicantFields = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'row') return { ...field, fields: applicantFields(field.fields) }
    if (field.type === 'ui' || ('access' in field && field.access)) return field
    return { ...field, access: { update: applicantData } } as Field
  })
const document = (name: string, label: ReturnType<typeof bi>): Field => ({
  name,
  type: 'upload',
  relationTo: 'certification-documents',
  label,
  validate: ownPhotoOnly,
})
/** The application's photo, shown large in the review screen (src/components/admin/DocumentPreview.tsx). */
const preview = (photo: 'studentIdPhoto' | 'licencePhoto'): Field => ({
  name: `${photo}Preview`,
  type: 'ui',
  admin: {
    components: {
      Field: { path: '@/components/admin/DocumentPreview#DocumentPreview', serverProps: { photo } },
    },
  },
})
const text = (name: string, label: ReturnType<typeof bi>, max = 120): Field => ({
  name,
  type: 'text',
  maxLength: max,
  label,
})

const studentFields: Field[] = [
  text('realName', bi('Real name', '真实姓名'), 60),
  text('idCardNumber', bi('ID card number (optional)', '身份证号（选填）'), 30),
  selectField('educationalLevel', educationLevels, { label: bi('Educational level', '学历层次') }),
  text('graduationSchool', bi('Graduation school', '毕业院校')),
  text('major', bi('Major', '专业')),
  {
    type: 'row',
    fields: [
      {
        name: 'enrollmentYear',
        type: 'number',
        min: 1950,
        max: 2100,
        label: bi('Enrollment year', '入学年份'),
      },
      {
        name: 'graduationYear',
        type: 'number',
        min: 1950,
        max: 2100,
        label: bi('Graduation year', '毕业年份'),
      },
    ],
  },
  document('studentIdPhoto', bi('Student ID photo', '学生证照片')),
  preview('studentIdPhoto'),
  {
    name: 'idPhotoConsent',
    type: 'checkbox',
    label: bi('Agreed to the use of the ID photo', '已同意使用证件照片'),
  },
  {
    type: 'row',
    fields: [
      { name: 'under14', type: 'checkbox', label: bi('Under 14', '未满 14 周岁') },
      text('guardianName', bi('Guardian’s name', '监护人姓名'), 60),
      text('guardianContact', bi('Guardian’s phone or e-mail', '监护人电话或邮箱'), 100),
    ],
  },
]

const organisationFields: Field[] = [
  selectField('providerType', providerTypes, { label: bi('Provider type', '机构类型') }),
  text('name', bi('Name', '名称'), 200),
  text('licenceNumber', bi('Licence number', '执照编号'), 60),
  document('licencePhoto', bi('Licence photo', '执照照片')),
  preview('licencePhoto'),
  text('legalRepresentative', bi('Legal representative', '法定代表人'), 60),
  text('address', bi('Address', '地址'), 300),
  text('website', bi('Website (optional)', '网站（选填）'), 300),
  selectField('schoolType', schoolTypes, { label: bi('School type', '学校类型') }),
  {
    name: 'businessScope',
    type: 'textarea',
    maxLength: 2000,
    label: bi('Business scope', '经营范围'),
  },
  {
    type: 'row',
    fields: [
      text('contactPerson', bi('Contact person', '联系人'), 60),
      text('contactPosition', bi('Contact position', '联系人职位'), 60),
    ],
  },
  {
    type: 'row',
    fields: [
      text('contactPhone', bi('Contact phone', '联系电话'), 20),
      { name: 'contactEmail', type: 'email', label: bi('Contact e-mail', '联系邮箱') },
    ],
  },
  {
    type: 'row',
    fields: [
      selectField('country', countries, { label: bi('Country', '国家或地区') }),
      text('region', bi('Region', '省/州/地区'), 80),
    ],
  },
  { name: 'description', type: 'textarea', maxLength: 4000, label: bi('Description', '机构简介') },
  selectField('providerStatus', providerStatuses, {
    label: bi('Provider status', '服务商状态'),
    admin: {
      description: bi(
        'Follows each decision; an admin may disable a certified organisation',
        '随审核结果变化；管理员可停用已认证机构',
      ),
    },
    access: { create: isAdminField, update: isAdminField },
  }),
]

/**
 * Student and organisation certifications: a member applies, reviewers decide. Only
 * the member and reviewers/admins can read one; members never set the status, the reason, the
 * reviewer or the times (field-level access), the workflow hook does.
 */
export const Certifications: CollectionConfig = {
  slug: 'certifications',
  labels: { singular: bi('Certification', '认证申请'), plural: bi('Certifications', '认证申请') },
  admin: {
    group: bi('Certification', '认证'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'status', 'submittedAt', 'owner'],
    listSearchableFields: ['title', 'organisation.licenceNumber'],
    components: { beforeListTable: ['@/components/admin/ReviewQueueFilters#ReviewQueueFilters'] },
    hidden: ({ user }) =>
      !(user as { roles?: string[] } | null)?.roles?.some((r) => r === 'admin' || r === 'reviewer'),
  },
  // The review queue: applications waiting for review first, the earliest submitted first.
  defaultSort: ['queueRank', 'submittedAt'],
  access: { read: ownerOrReviewer, create: applicant, update: ownerOrReviewer, delete: isAdmin },
  hooks: {
    beforeChange: [oneApplicationPerType, applyWorkflow],
    afterChange: [queueDecisionMail, syncOrganisation, auditStatusChange, recordPhotoConsent],
  },
  fields: [
    // The decision first: on a phone the sidebar (status, reason) only follows every applicant field.
    {
      name: 'review',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/review/ReviewBar#ReviewBar' },
      },
    },
    {
      name: 'title',
      type: 'text',
      label: bi('Applicant', '申请人'),
      admin: { hidden: true },
      // The applicant's real name or the organisation's name, for the review queue.
      hooks: { beforeChange: [({ data, originalDoc }) => titleOf({ ...originalDoc, ...data })] },
    },
    ownerField(bi('Member', '会员'), { keptAfterDeletion: true }),
    // 0 while waiting for a reviewer, 1 otherwise: orders the review queue (set by the workflow hook).
    {
      name: 'queueRank',
      type: 'number',
      defaultValue: 1,
      index: true,
      admin: { hidden: true },
      access: decisionOnly,
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: [
        { value: 'student', label: bi('Student', '学生认证') },
        { value: 'organisation', label: bi('Organisation', '机构认证') },
      ],
      label: bi('Type', '类型'),
      admin: { position: 'sidebar' },
      access: { update: () => false },
    },
    selectField('status', certificationStatuses, {
      required: true,
      defaultValue: 'pending-submission',
      index: true,
      label: bi('Status', '状态'),
      admin: {
        position: 'sidebar',
        description: bi(
          'To decide, choose Approved or Rejected (with a reason) and save.',
          '审核时选择“已通过”或“已驳回”（驳回须填写原因）后保存。',
        ),
      },
      access: decisionOnly,
    }),
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 1000,
      label: bi('Rejection reason', '驳回原因'),
      admin: { position: 'sidebar' },
      access: decisionOnly,
    },
    {
      name: 'reviewer',
      type: 'relationship',
      relationTo: 'users',
      label: bi('Reviewer', '审核人'),
      admin: { position: 'sidebar', readOnly: true },
      access: decisionOnly,
    },
    {
      name: 'submittedAt',
      type: 'date',
      index: true,
      label: bi('Submitted', '提交时间'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: decisionOnly,
    },
    {
      name: 'verifiedAt',
      type: 'date',
      label: bi('Decided', '审核时间'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: decisionOnly,
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      label: bi('Valid until', '有效期至'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
      access: decisionOnly,
    },
    {
      type: 'tabs',
      tabs: [
        {
          name: 'student',
          label: bi('Student', '学生信息'),
          admin: { condition: (data) => data.type === 'student' },
          fields: applicantFields(studentFields),
        },
        {
          name: 'organisation',
          label: bi('Organisation', '机构信息'),
          admin: { condition: (data) => data.type === 'organisation' },
          fields: applicantFields(organisationFields),
        },
        {
          label: bi('History', '审核记录'),
          fields: [
            {
              name: 'history',
              type: 'array',
              label: bi('Decisions', '状态变更'),
              access: decisionOnly,
              admin: {
                readOnly: true,
                components: { RowLabel: '@/components/admin/HistoryRowLabel#HistoryRowLabel' },
              },
              fields: [
                statusChangeRow(certificationStatuses),
                { name: 'reason', type: 'textarea', label: bi('Reason', '原因') },
              ],
            },
          ],
        },
      ],
    },
  ],
}
