import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { staffOnly } from '@/access/staffOnly'
import { memberReaders } from '@/access/memberReaders'
import { bi } from '@/fields/bilingualLabel'
import { selectField } from '@/fields/select'
import { countries } from '@/lib/enums'
import { defaultLocale, localeNames, locales } from '@/i18n/locales'
import { portalRoles, roles, staffRoles } from '@/lib/auth/roles'
import { colourModes } from '@/lib/theme'
import { resetMailFor } from '@/lib/accounts/resetMail'
import { mailAsHtml } from '@/lib/mail/accountMail'

import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { auditRoleChanges } from './hooks/auditAccountChanges'
import { clearTriesOnSignIn, evenResetAnswers, guardAccountDoors } from './hooks/guardAccountDoors'
import { keepAccountFlows } from './hooks/keepAccountFlows'
import { forgetSignedOutSession, keepSessionsInStep } from './hooks/keepSessionsInStep'
import { recordNewsConsent } from './hooks/recordNewsConsent'
import { recordSignIn } from './hooks/recordSignIn'
import { limitEmailLength } from './hooks/limitEmailLength'
import { removeRecordsWithAccount } from './hooks/removeRecordsWithAccount'
import { refuseUnverified } from './hooks/refuseUnverified'
import { sayWhenSecondFactorIsDue } from './hooks/sayWhenSecondFactorIsDue'
import {
  resetSecondFactorEndpoint,
  secondFactorStatusEndpoint,
} from './endpoints/resetSecondFactor'
import { secondFactorEndpoint, secondFactorStepEndpoint } from './endpoints/secondFactor'
import { sessionStrategy } from './sessionStrategy'

const roleLabels: Record<(typeof roles)[number], { en: string; zh: string }> = {
  admin: bi('Administrator', '管理员'),
  editor: bi('Content editor', '内容编辑'),
  reviewer: bi('Certification reviewer', '认证审核员'),
  student: bi('Student', '学生'),
  school: bi('School', '学校'),
  employer: bi('Employer / Education organisation', '雇主/教育机构'),
  institution: bi('Education institution', '教育培训机构'),
  coach: bi('Coach (linked to a coach profile)', '导师（关联导师资料）'),
}

/** One auth collection for staff and portal accounts; roles decide where each may go. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: bi('User', '用户'), plural: bi('Users', '用户') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles', 'createdAt'],
    group: bi('Accounts', '账户'),
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    strategies: [sessionStrategy],
    // No per-account lockout: it locked only real accounts (telling them apart) and counted without a
    // lock. The per-address and per-network limits of guardAccountDoors apply to every address instead.
    maxLoginAttempts: 0,
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Payload's own interval answered a repeated request for a real address at once, skipping the
      // hooks that even out the time: it told members apart. The per-address limit of
      // guardAccountDoors (5 an hour, for every address) bounds the mails instead.
      minRequestInterval: 0,
      // Payload always passes the request, the token and the account.
      generateEmailSubject: async (args) =>
        (await resetMailFor(args!.req!, args!.token, args!.user)).subject,
      generateEmailHTML: async (args) =>
        mailAsHtml(await resetMailFor(args!.req!, args!.token, args!.user)),
    },
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
    },
  },
  access: {
    admin: staffOnly,
    create: isAdmin,
    read: memberReaders,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [guardAccountDoors, limitEmailLength, enforcePasswordRules, keepAccountFlows],
    beforeDelete: [removeRecordsWithAccount],
    afterChange: [auditRoleChanges, keepSessionsInStep, recordNewsConsent],
    afterOperation: [evenResetAnswers, sayWhenSecondFactorIsDue],
    beforeLogin: [refuseUnverified],
    afterLogin: [clearTriesOnSignIn, recordSignIn],
    afterLogout: [forgetSignedOutSession],
  },
  endpoints: [
    { path: '/second-factor', method: 'get', handler: secondFactorStepEndpoint },
    { path: '/second-factor', method: 'post', handler: secondFactorEndpoint },
    { path: '/:id/second-factor', method: 'get', handler: secondFactorStatusEndpoint },
    { path: '/:id/second-factor/reset', method: 'post', handler: resetSecondFactorEndpoint },
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: bi('First name', '名'), maxLength: 60 },
        { name: 'lastName', type: 'text', label: bi('Last name', '姓'), maxLength: 60 },
      ],
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['student'],
      label: bi('Roles', '角色'),
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      admin: {
        description: bi(
          `Staff: ${staffRoles.join(', ')}. Portal accounts: ${portalRoles.join(', ')}. A coach account is linked on its coach profile (Account).`,
          '员工角色可进入后台;门户账户只使用网站与会员中心。导师账户需在导师资料的“账户”中关联。',
        ),
      },
      // Nobody but an admin can grant or change roles, including their own.
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: true,
      label: bi('E-mail verified', '邮箱已验证'),
      admin: {
        position: 'sidebar',
        description: bi(
          'Members confirm their address with a 6-digit code before using the dashboard',
          '会员需用 6 位验证码确认邮箱后才能使用会员中心',
        ),
      },
      // Set by the sign-up code check, never by the member over the API.
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'secondFactorAdmin',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/components/admin/SecondFactorAdminField#SecondFactorAdminField',
        },
      },
    },
    {
      name: 'preferredLocale',
      type: 'select',
      defaultValue: defaultLocale,
      label: bi('Language for e-mails', '邮件语言'),
      options: locales.map((value) => ({ value, label: localeNames[value] })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'collapsible',
      label: bi('Member profile', '会员资料'),
      admin: { initCollapsed: true },
      fields: [
        { name: 'avatar', type: 'upload', relationTo: 'avatars', label: bi('Avatar', '头像') },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', maxLength: 20, label: bi('Phone', '电话') },
            selectField('country', countries, { label: bi('Country or region', '国家或地区') }),
            { name: 'city', type: 'text', maxLength: 80, label: bi('City', '城市') },
          ],
        },
        {
          name: 'organisation',
          type: 'text',
          maxLength: 120,
          label: bi('School or organisation', '学校或机构'),
        },
        {
          name: 'introductionEn',
          type: 'textarea',
          maxLength: 2000,
          label: bi('Self-introduction (English)', '自我介绍（英文）'),
        },
        {
          name: 'introductionZh',
          type: 'textarea',
          maxLength: 2000,
          label: bi('Self-introduction (Chinese)', '自我介绍（中文）'),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'colourMode',
              type: 'select',
              defaultValue: 'system',
              options: colourModes.map((value) => ({ value, label: value })),
              label: bi('Colour mode', '颜色模式'),
            },
            {
              name: 'notifyAccount',
              type: 'checkbox',
              defaultValue: true,
              label: bi(
                'E-mail me about my account and certification',
                '通过邮件通知账户与认证动态',
              ),
            },
            {
              name: 'notifyNews',
              type: 'checkbox',
              defaultValue: false,
              label: bi('E-mail me news and offers', '通过邮件接收资讯与优惠'),
            },
          ],
        },
        {
          name: 'discoverable',
          type: 'checkbox',
          defaultValue: false,
          label: bi('Schools and employers may find this profile', '允许学校与雇主查找此资料'),
        },
      ],
    },
    {
      name: 'lastLoginAt',
      type: 'date',
      label: bi('Last sign-in', '上次登录'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { update: () => false },
    },
    {
      name: 'deletionRequestedAt',
      type: 'date',
      index: true,
      label: bi('Deletion asked for', '申请注销时间'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: bi(
          'The account is erased 7 days later unless its member signs in before',
          '7 天后账户将被清除，期间会员登录即可撤销',
        ),
      },
      access: { create: () => false, update: () => false },
    },
  ],
}
