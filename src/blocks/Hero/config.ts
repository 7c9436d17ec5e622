import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { pageActions } from '@/fields/pageAction'

/** The page's opening: eyebrow, heading (the page's h1 when first), lead, optional picture and buttons. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: bi('Hero', '首屏'), plural: bi('Heroes', '首屏') },
  fields: [
    localizedText('eyebrow', { label: bi('Eyebrow', '眉标') }),
    localizedText('heading', { required: true, label: bi('Heading', '标题') }),
    localizedTextarea('lead', { label: bi('Lead', '导语') }),
    { name: 'image', type: 'upload', relationTo: 'media', label: bi('Picture', '图片') },
    pageActions(),
  ],
}
