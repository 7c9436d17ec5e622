import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'

/** Questions and answers as an accordion (also given to search engines as FAQ data). */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: bi('FAQ', '常见问题'), plural: bi('FAQs', '常见问题') },
  fields: [
    localizedText('heading', { label: bi('Heading', '标题') }),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      label: bi('Questions', '问题'),
      fields: [
        localizedText('question', { required: true, label: bi('Question', '问题') }),
        localizedTextarea('answer', { required: true, label: bi('Answer', '回答') }),
      ],
    },
  ],
}
