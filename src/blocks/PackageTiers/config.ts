import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'
import { localizedText } from '@/fields/localizedText'

/** Packages side by side with prices and contents; choosing one opens the consultation form with it. */
export const PackageTiersBlock: Block = {
  slug: 'packageTiers',
  interfaceName: 'PackageTiersBlock',
  labels: { singular: bi('Package tiers', '套餐档位'), plural: bi('Package tiers', '套餐档位') },
  fields: [
    ...blockIntro(),
    {
      name: 'packages',
      type: 'relationship',
      relationTo: 'packages',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 4,
      label: bi('Packages', '套餐'),
    },
    localizedText('actionLabel', {
      label: bi('Button label', '按钮文字'),
      admin: { description: bi('Default: Choose this plan', '默认:选择此套餐') },
    }),
  ],
}
