import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'

/**
 * Each account's authenticator for two-step sign-in (staff must have one; members may). Nobody
 * reads or changes it through any door, admins included: src/lib/secondFactor/store.ts does, for
 * the account itself. The secret is sealed with SECOND_FACTOR_KEY; recovery codes are kept hashed.
 */
export const SecondFactors: CollectionConfig = {
  slug: 'second-factors',
  labels: {
    singular: bi('Authenticator', '身份验证器'),
    plural: bi('Authenticators', '身份验证器'),
  },
  admin: { group: bi('Accounts', '账户'), hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { ...ownerField(bi('Account', '账户')), unique: true },
    { name: 'secret', type: 'text', required: true, label: bi('Sealed secret', '加密密钥') },
    { name: 'confirmedAt', type: 'date', label: bi('Confirmed', '确认时间') },
    {
      name: 'lastUsedStep',
      type: 'number',
      label: bi('Last code’s time step', '上次验证码时间步'),
    },
    { name: 'recoveryCodes', type: 'json', label: bi('Recovery code hashes', '恢复码哈希') },
  ],
}
