import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'
import { localizedText, localizedTextarea } from '@/fields/localizedText'

import { featureIconNames } from './icons'

/** A grid of cards with an icon, a title, a sentence and an optional link: services, steps, offers. */
export const FeatureCardsBlock: Block = {
  slug: 'featureCards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: bi('Feature cards', '特色卡片'), plural: bi('Feature cards', '特色卡片') },
  fields: [
    ...blockIntro(),
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: bi('Cards', '卡片'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'sparkles',
              label: bi('Icon', '图标'),
              options: [...featureIconNames],
            },
            {
              name: 'href',
              type: 'text',
              label: bi('Link (optional)', '链接（可选）'),
              admin: {
                description: bi('A site path such as /study-tour', '站内路径，如 /study-tour'),
              },
            },
          ],
        },
        localizedText('title', { required: true, label: bi('Title', '标题') }),
        localizedTextarea('body', { required: true, label: bi('Text', '正文') }),
      ],
    },
  ],
}
