import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOrAdmin } from '@/access/ownerOrAdmin'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { localeNames, locales } from '@/i18n/locales'
import { consentPurposes } from '@/lib/enums'

import { acceptPoliciesEndpoint } from './endpoints/acceptPolicies'
import { auditConsent } from './hooks/auditConsent'

const systemWrites = { create: () => false, update: () => false }

/**
 * Each consent a member gave, kept as given: what for, to which policy versions, when, in which
 * language; a withdrawal dates it, never removes it. The member and admins read them (an operator
 * answering a regulator); only the portal writes them (src/lib/consent/).
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: { singular: bi('Consent', '同意记录'), plural: bi('Consents', '同意记录') },
  admin: {
    group: bi('Accounts', '账户'),
    defaultColumns: ['purpose', 'owner', 'createdAt', 'withdrawnAt'],
  },
  access: { read: ownerOrAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [auditConsent] },
  endpoints: [{ path: '/accept-policies', method: 'post', handler: acceptPoliciesEndpoint }],
  fields: [
    ownerField(bi('Member', '会员')),
    selectField('purpose', consentPurposes, {
      required: true,
      index: true,
      label: bi('Purpose', '用途'),
      access: systemWrites,
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'privacyVersion',
          type: 'text',
          label: bi('Privacy policy version', '隐私政策版本'),
          access: systemWrites,
        },
        {
          name: 'termsVersion',
          type: 'text',
          label: bi('Terms of use version', '用户协议版本'),
          access: systemWrites,
        },
        {
          name: 'locale',
          type: 'select',
          label: bi('Language shown', '所用语言'),
          options: locales.map((value) => ({ value, label: localeNames[value] })),
          access: systemWrites,
        },
      ],
    },
    {
      name: 'certification',
      type: 'relationship',
      relationTo: 'certifications',
      label: bi('Certification', '认证申请'),
      access: systemWrites,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'guardianName',
          type: 'text',
          maxLength: 60,
          label: bi('Guardian’s name', '监护人姓名'),
          access: systemWrites,
        },
        {
          name: 'guardianContact',
          type: 'text',
          maxLength: 100,
          label: bi('Guardian’s phone or e-mail', '监护人电话或邮箱'),
          access: systemWrites,
        },
      ],
    },
    {
      name: 'withdrawnAt',
      type: 'date',
      label: bi('Withdrawn', '撤回时间'),
      access: systemWrites,
    },
  ],
}
