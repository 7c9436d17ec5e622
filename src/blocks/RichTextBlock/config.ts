import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'

/** Free text with headings, lists and links, per language. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: bi('Rich text', '富文本'), plural: bi('Rich text', '富文本') },
  fields: [
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: bi('Content', '内容'),
    },
  ],
}
