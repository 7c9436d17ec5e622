import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { pageActions } from '@/fields/pageAction'

/** A closing band asking the visitor to act: book, get in touch, or read on. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: bi('Call to action', '行动号召'), plural: bi('Calls to action', '行动号召') },
  fields: [
    localizedText('heading', { required: true, label: bi('Heading', '标题') }),
    localizedTextarea('body', { label: bi('Text', '正文') }),
    { ...pageActions(3), minRows: 1, required: true },
  ],
}
