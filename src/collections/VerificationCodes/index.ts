import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

const codePurposes = ['register', 'email-change', 'account-deletion'] as const

/**
 * The 6-digit e-mail codes in flight, one per purpose and address, stored only as a keyed hash.
 * Nobody reads them over REST, GraphQL or the admin: only src/lib/accounts/verificationCodes.ts.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  fields: [
    { name: 'purpose', type: 'select', options: [...codePurposes], required: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'sentAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
  ],
}
