import { bi } from '@/fields/bilingualLabel'
import { currencies, packageCategories } from '@/lib/enums'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/lib/cache/tags'
import { editorialCollection } from '@/collections/editorialCollection'

import { keepOrderedPackage } from './hooks/keepOrderedPackage'
import { refreshCoachLowestPrice } from './hooks/refreshCoachLowestPrice'

/** Coaching packages; a package without a coach is a house package (e.g. the Ivy tiers). */
export const Packages = editorialCollection({
  slug: 'packages',
  labels: { singular: bi('Package', '套餐'), plural: bi('Packages', '套餐') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'coach', 'category', 'startingAt', '_status'],
    group: bi('Catalogue', '目录'),
  },
  defaultSort: 'startingAt',
  versions: { drafts: true, maxPerDoc: 10 },
  expires: () => [cacheTags.packages, cacheTags.coaches],
  hooks: {
    afterChange: [refreshCoachLowestPrice.afterChange],
    beforeDelete: [keepOrderedPackage],
    afterDelete: [refreshCoachLowestPrice.afterDelete],
  },
  fields: [
    slugField({
      description: bi(
        'Used in /coach/{name}/p/{package} and /package/{category}/{package}',
        '用于套餐网址',
      ),
    }),
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    {
      type: 'row',
      fields: [
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          label: bi('Coach', '导师'),
          admin: { description: bi('Empty for house packages', '机构套餐留空') },
        },
        selectField('category', packageCategories, {
          required: true,
          label: bi('Category', '类别'),
        }),
      ],
    },
    localizedTextarea('summary', { label: bi('Summary', '概要') }),
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: bi('Package description', '套餐介绍'),
    },
    {
      name: 'services',
      type: 'array',
      label: bi('Services included', '包含服务'),
      fields: [localizedText('item', { required: true, label: bi('Service', '服务') })],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startingAt',
          type: 'number',
          required: true,
          min: 0,
          label: bi('Starting at', '起价'),
        },
        { name: 'serviceFee', type: 'number', min: 0, label: bi('Service fee', '服务费') },
        {
          name: 'coachingHours',
          type: 'number',
          min: 0,
          label: bi('Coaching time (hours)', '辅导时长（小时）'),
        },
        selectField('currency', currencies, {
          defaultValue: 'USD',
          label: bi('Currency', '币种'),
        }),
      ],
    },
    {
      name: 'sessions',
      type: 'number',
      min: 0,
      max: 200,
      defaultValue: 0,
      label: bi('Sessions included', '包含课时数'),
      admin: {
        description: bi(
          'Sessions a student who orders the package books with the coach online (each as long as the coach’s session length). 0: staff arrange them.',
          '学生订购此套餐后可在线向导师预约的课时数（每次时长按导师设置的课时长度）。0 表示由工作人员安排。',
        ),
      },
    },
    {
      name: 'mostPopular',
      type: 'checkbox',
      defaultValue: false,
      label: bi('Most popular', '最受欢迎'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: bi('Order', '排序'),
      admin: { position: 'sidebar' },
    },
  ],
})
