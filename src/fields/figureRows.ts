import type { ArrayField } from 'payload'

import { bi } from './bilingualLabel'
import { localizedText } from './localizedText'

/** A list of figures: a value ("95%") and what it counts, per language. Site settings and the figures block share it. */
export const figureRows = (
  name: string,
  label: ReturnType<typeof bi>,
  extra: Partial<Pick<ArrayField, 'admin' | 'maxRows'>> = {},
): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: bi('Figure', '数据'), plural: bi('Figures', '数据') },
  maxRows: 16,
  ...extra,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'value',
          type: 'text',
          required: true,
          label: bi('Value', '数值'),
          admin: { width: '30%' },
        },
        localizedText('label', {
          required: true,
          label: bi('Label', '说明'),
          admin: { width: '70%' },
        }),
      ],
    },
  ],
})
