import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'
import { figureRows } from '@/fields/figureRows'

/** Key figures; left empty it shows the marketing figures of site settings. */
export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: bi('Figures', '数据'), plural: bi('Figures', '数据') },
  fields: [
    ...blockIntro(),
    figureRows('items', bi('Figures', '数据'), {
      maxRows: 12,
      admin: {
        description: bi(
          'Leave empty to show the marketing figures of site settings',
          '留空则显示站点设置中的宣传数据',
        ),
      },
    }),
  ],
}
