import type { ArrayField } from 'payload'

import { bi } from './bilingualLabel'
import { localizedText } from './localizedText'

/** An editable menu: a localized label and a locale-neutral site path or full URL. */
export const navItems = (name: string, label: ReturnType<typeof bi>, maxRows = 12): ArrayField => ({
  name,
  type: 'array',
  label,
  maxRows,
  fields: [
    localizedText('label', { required: true, label: bi('Label', '名称') }),
    {
      name: 'href',
      type: 'text',
      required: true,
      label: bi('Link', '链接'),
      admin: {
        description: bi(
          'A site path such as /study-tour, or a full URL',
          '站内路径（如 /study-tour）或完整网址',
        ),
      },
      validate: (value: string | null | undefined) =>
        !value || /^(\/|https?:\/\/)/.test(value)
          ? true
          : 'Use a path starting with / or a full URL',
    },
  ],
})
