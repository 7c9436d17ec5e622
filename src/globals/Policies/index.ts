import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import type { PolicyKind } from '@/lib/consent/policies'

import { expirePolicy } from './hooks/expirePolicy'

const titles: Record<PolicyKind, { en: string; zh: string }> = {
  'privacy-policy': bi('Privacy policy', '隐私政策'),
  'terms-of-use': bi('Terms of use', '用户协议'),
}

/**
 * The privacy policy and the terms of use: one page each, edited in both languages, with a version
 * and the day it takes effect. A new version (a change in substance) makes every signed-in member
 * accept it before they continue (src/lib/consent/acceptance.ts); typo fixes keep the version.
 */
const policyGlobal = (slug: PolicyKind): GlobalConfig => ({
  slug,
  label: titles[slug],
  admin: { group: bi('Site', '站点') },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [expirePolicy] },
  fields: [
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    {
      type: 'row',
      fields: [
        {
          name: 'version',
          type: 'text',
          required: true,
          maxLength: 20,
          label: bi('Version', '版本'),
          admin: {
            description: bi(
              'Change it when the text changes in substance: every member is then asked to accept the new version.',
              '内容有实质变更时请修改版本号：所有会员随后都需同意新版本。',
            ),
          },
        },
        {
          name: 'effectiveDate',
          type: 'date',
          required: true,
          label: bi('Effective from', '生效日期'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    localizedTextarea('changes', { label: bi('What changed in this version', '本版本的变更') }),
    { name: 'body', type: 'richText', localized: true, required: true, label: bi('Text', '正文') },
  ],
})

export const PrivacyPolicy = policyGlobal('privacy-policy')
export const TermsOfUse = policyGlobal('terms-of-use')
