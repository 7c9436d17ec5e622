import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { localizedText } from '@/fields/localizedText'

/** A picture from the media library with a caption. */
export const MediaBlock: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: { singular: bi('Picture', '图片'), plural: bi('Pictures', '图片') },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: bi('Picture', '图片'),
    },
    localizedText('caption', { label: bi('Caption', '图片说明') }),
  ],
}
