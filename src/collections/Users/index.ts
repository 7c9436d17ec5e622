import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isStaffUser } from '@/access/isStaffUser'
import { bi } from '@/fields/bilingualLabel'
import { portalRoles, roles, staffRoles } from '@/lib/auth/roles'

import { enforcePasswordRules } from './hooks/enforcePasswordRules'

const roleLabels: Record<(typeof roles)[number], { en: string; zh: string }> = {
  admin: bi('Administrator', '管理员'),
  editor: bi('Content editor', '内容编辑'),
  reviewer: bi('Certification reviewer', '认证审核员'),
  student: bi('Student', '学生'),
  school: bi('School', '学校'),
  employer: bi('Employer / Education organisation', '雇主/教育机构'),
  institution: bi('Education institution', '教育培训机构'),
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
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  access: {
    admin: isStaffUser,
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeOperation: [enforcePasswordRules] },
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
          `Staff: ${staffRoles.join(', ')}. Portal accounts: ${portalRoles.join(', ')}.`,
          '员工角色可进入后台;门户账户只使用网站与会员中心。',
        ),
      },
      // Nobody but an admin can grant or change roles, including their own.
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
