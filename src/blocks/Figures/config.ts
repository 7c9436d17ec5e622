import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'
import { localizedText } from '@/fields/localizedText'

/** Key figures; left empty it shows the marketing figures of site settings. */
export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: bi('Figures', '数据'), plural: bi('Figures', '数据') },
  fields: [
    ...blockIntro(),
    {
      name: 'items',
      type: 'array',
      label: bi('Figures', '数据'),
      maxRows: 12,
      admin: { description: bi('Leave empty to show the marketing figures of site settings', '留空则显示站点设置中的宣传数据') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, label: bi('Value', '数值'), admin: { width: '30%' } },
            localizedText('label', { required: true, label: bi('Label', '说明'), admin: { width: '70%' } }),
          ],
        },
      ],
    },
  ],
}
