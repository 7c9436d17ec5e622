import type { RowField } from 'payload'

import type { Option } from '@/lib/enums'

import { bi } from './bilingualLabel'
import { selectField } from './select'

/** One line of a status history: when, by whom, from which status to which. */
export const statusChangeRow = <V extends string>(statuses: readonly Option<V>[]): RowField => ({
  type: 'row',
  fields: [
    {
      name: 'at',
      type: 'date',
      label: bi('When', '时间'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'by', type: 'relationship', relationTo: 'users', label: bi('By', '操作人') },
    selectField('from', statuses, { label: bi('From', '原状态') }),
    selectField('to', statuses, { label: bi('To', '新状态') }),
  ],
})
