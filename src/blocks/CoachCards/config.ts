import type { Block } from 'payload'

import { bi } from '@/fields/bilingualLabel'
import { blockIntro } from '@/fields/blockIntro'

/** Advisor cards of the featured coaches or of a specialty's most booked, as a carousel or a grid. */
export const CoachCardsBlock: Block = {
  slug: 'coachCards',
  interfaceName: 'CoachCardsBlock',
  labels: { singular: bi('Coach cards', '导师卡片'), plural: bi('Coach cards', '导师卡片') },
  fields: [
    ...blockIntro(),
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'featured',
          label: bi('Coaches', '导师来源'),
          options: [
            { value: 'featured', label: bi('Featured coaches', '精选导师') },
            {
              value: 'specialty',
              label: bi('Most booked of a specialty', '某专长中预约最多的导师'),
            },
          ],
        },
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'grid',
          label: bi('Display', '展示方式'),
          options: [
            { value: 'grid', label: bi('Cards', '卡片') },
            { value: 'carousel', label: bi('Advisor carousel', '导师轮播') },
          ],
        },
        {
          name: 'limit',
          type: 'number',
          min: 1,
          max: 12,
          defaultValue: 6,
          label: bi('At most', '最多'),
        },
      ],
    },
    {
      name: 'specialty',
      type: 'relationship',
      relationTo: 'specialties',
      label: bi('Specialty', '专长'),
      admin: { condition: (_, row) => row?.source === 'specialty' },
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
        siblingData.source !== 'specialty' || value ? true : 'Choose a specialty / 请选择专长',
    },
  ],
}
