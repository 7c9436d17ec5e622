import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'
import { selectField } from '@/fields/select'
import { articleCategories } from '@/lib/enums'

/** The newest published articles, optionally of one category, with a link to all of them. */
export const LatestArticlesBlock: Block = {
  slug: 'latestArticles',
  interfaceName: 'LatestArticlesBlock',
  labels: {
    singular: bi('Latest articles', '最新文章'),
    plural: bi('Latest articles', '最新文章'),
  },
  fields: [
    ...blockIntro(),
    {
      type: 'row',
      fields: [
        selectField('category', articleCategories, {
          label: bi('Category (optional)', '分类（可选）'),
        }),
        {
          name: 'limit',
          type: 'number',
          min: 1,
          max: 9,
          defaultValue: 3,
          label: bi('How many', '数量'),
        },
      ],
    },
  ],
}
