import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { organisationReaders } from '@/access/organisationReaders'
import { ownerOrEditor } from '@/access/ownerOrEditor'
import { ownerOrStaffField } from '@/access/ownerOrStaffField'
import { shownWithProfile } from '@/access/shownWithProfile'
import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { phoneField } from '@/fields/phone'
import { selectField } from '@/fields/select'
import {
  certificationStatuses,
  countries,
  employeeCountBands,
  industries,
  providerStatuses,
  providerTypes,
} from '@/lib/enums'

import { checkProfile } from './hooks/checkProfile'
import { expireOrganisation } from './hooks/expireOrganisation'
import { followStanding } from './hooks/followStanding'

/** Written by the certification workflow only (src/lib/organisations/syncWithCertification.ts). */
const systemOnly = { create: () => false, update: () => false }
const profile = { read: shownWithProfile }
const sidebar = { position: 'sidebar' as const, readOnly: true }

const standingFields: Field[] = [
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    unique: true,
    label: bi('Member', '会员'),
    access: { create: isAdminField, update: () => false },
    admin: sidebar,
  },
  {
    name: 'certification',
    type: 'relationship',
    relationTo: 'certifications',
    label: bi('Certification', '认证申请'),
    access: { ...systemOnly, read: ownerOrStaffField },
    admin: sidebar,
  },
  selectField('providerType', providerTypes, {
    label: bi('Provider type', '机构类型'),
    access: systemOnly,
    admin: sidebar,
  }),
  selectField('certificationStatus', certificationStatuses, {
    label: bi('Certification status', '认证状态'),
    access: systemOnly,
    admin: sidebar,
  }),
  selectField('providerStatus', providerStatuses, {
    label: bi('Provider status', '服务商状态'),
    access: systemOnly,
    admin: sidebar,
  }),
  {
    name: 'certified',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: bi('Certified (may publish; listings shown)', '已认证（可发布，列表公开）'),
    access: systemOnly,
    admin: sidebar,
  },
  {
    name: 'coreSavedAt',
    type: 'date',
    label: bi('Core information saved', '核心信息保存时间'),
    access: systemOnly,
    admin: sidebar,
  },
]

const coreFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'establishmentYear',
        type: 'number',
        min: 1800,
        max: 2100,
        label: bi('Established', '成立年份'),
        access: profile,
      },
      selectField('industry', industries, { label: bi('Industry', '行业') }),
      selectField('employeeCount', employeeCountBands, {
        label: bi('Employees', '员工人数'),
        access: profile,
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'licenceNumber',
        type: 'text',
        maxLength: 60,
        label: bi('Licence number', '执照编号'),
        access: { read: ownerOrStaffField, create: isAdminField, update: isAdminField },
      },
      {
        name: 'licencePhoto',
        type: 'upload',
        relationTo: 'certification-documents',
        label: bi('Licence photo', '执照照片'),
        access: { read: ownerOrStaffField, create: isAdminField, update: isAdminField },
      },
    ],
  },
  { name: 'logo', type: 'upload', relationTo: 'organisation-images', label: bi('Logo', '标志') },
  {
    type: 'row',
    fields: [
      {
        name: 'website',
        type: 'text',
        maxLength: 300,
        label: bi('Website', '网站'),
        access: profile,
      },
      {
        name: 'contactEmail',
        type: 'email',
        label: bi('Contact e-mail', '联系邮箱'),
        access: profile,
      },
      phoneField('contactPhone', { label: bi('Contact phone', '联系电话'), access: profile }),
    ],
  },
  {
    type: 'row',
    fields: [selectField('country', countries, { label: bi('Country or region', '国家或地区') })],
  },
  {
    name: 'showable',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: bi('Show the public profile', '公开展示机构主页'),
  },
]

const languageFields: Field[] = [
  localizedText('name', { required: true, label: bi('Organisation name', '机构名称') }),
  localizedText('shortName', { label: bi('Short name', '简称') }),
  localizedText('slogan', { label: bi('Short description or slogan', '一句话简介') }),
  {
    ...localizedTextarea('description', { label: bi('Full description', '详细介绍') }),
    access: profile,
  },
  { ...localizedText('address', { label: bi('Address', '地址') }), access: profile },
  { ...localizedText('region', { label: bi('Region', '省/州/地区') }), maxLength: 80 },
  {
    ...localizedTextarea('businessScope', { label: bi('Business scope', '经营范围') }),
    access: profile,
  },
  {
    ...localizedTextarea('certificationNames', {
      label: bi('Certifications (one per line)', '资质认证（每行一项）'),
    }),
    access: profile,
  },
]

/**
 * One organisation per school, employer or institution member, created when its certification is
 * first approved. The member edits the profile (core, each language, social links, public display);
 * its standing follows the certification. Everyone sees certified organisations' names and logos
 * (their listings show them); the rest of the profile only once the member turns public display on.
 */
export const Organisations: CollectionConfig = {
  slug: 'organisations',
  labels: { singular: bi('Organisation', '机构'), plural: bi('Organisations', '机构') },
  admin: {
    group: bi('Organisations', '机构'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'providerType', 'certified', 'showable', 'owner'],
  },
  access: { read: organisationReaders, create: isAdmin, update: ownerOrEditor, delete: isAdmin },
  hooks: {
    beforeChange: [checkProfile],
    afterChange: [expireOrganisation.afterChange, followStanding],
    afterDelete: [expireOrganisation.afterDelete],
  },
  fields: [
    ...standingFields,
    {
      type: 'tabs',
      tabs: [
        { label: bi('Core information', '核心信息'), fields: coreFields },
        { label: bi('Texts in each language', '各语言信息'), fields: languageFields },
        {
          label: bi('Social media', '社交媒体'),
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: 12,
              label: bi('Social media links', '社交媒体链接'),
              access: profile,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'text',
                      required: true,
                      maxLength: 40,
                      label: bi('Platform', '平台'),
                    },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      maxLength: 300,
                      label: bi('Homepage URL', '主页链接'),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
