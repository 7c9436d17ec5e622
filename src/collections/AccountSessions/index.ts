import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { accountSessionStates } from '@/lib/enums'

import { endWithPayloadSession } from './hooks/endWithPayloadSession'
import { listOpenSessionsOnly } from './hooks/listOpenSessionsOnly'

const systemWrites = { create: () => false, update: () => false }

/**
 * What a member and a staff user see of their sign-ins (device, country, last seen) beside
 * Payload's own session rows, which hold only times. Private to the account (staff included);
 * removing one over any door ends that session. Written by the sign-in hooks only.
 */
export const AccountSessions: CollectionConfig = {
  slug: 'account-sessions',
  labels: { singular: bi('Session', '登录会话'), plural: bi('Sessions', '登录会话') },
  admin: { group: bi('Accounts', '账户'), hidden: true },
  access: { read: ownerOnly, create: nobody, update: nobody, delete: ownerOnly },
  hooks: { beforeOperation: [listOpenSessionsOnly], beforeDelete: [endWithPayloadSession] },
  fields: [
    ownerField(bi('Account', '账户')),
    {
      name: 'sid',
      type: 'text',
      required: true,
      unique: true,
      label: bi('Session id', '会话标识'),
      // Names Payload's session row; of no use to anyone reading it.
      access: { read: () => false, ...systemWrites },
    },
    selectField('state', accountSessionStates, {
      required: true,
      defaultValue: 'active',
      label: bi('State', '状态'),
      access: systemWrites,
    }),
    { name: 'expiresAt', type: 'date', label: bi('Expires', '过期时间'), access: systemWrites },
    { name: 'lastSeenAt', type: 'date', label: bi('Last seen', '最近活动'), access: systemWrites },
    { name: 'device', type: 'text', label: bi('Device', '设备'), access: systemWrites },
    {
      name: 'userAgent',
      type: 'text',
      label: bi('User agent', '浏览器标识'),
      access: systemWrites,
    },
    { name: 'ipAddress', type: 'text', label: bi('Address', 'IP 地址'), access: systemWrites },
    {
      name: 'country',
      type: 'text',
      label: bi('Country', '国家或地区'),
      admin: { description: bi('ISO code, or "local"', 'ISO 代码，或 "local"（本地网络）') },
      access: systemWrites,
    },
  ],
}
