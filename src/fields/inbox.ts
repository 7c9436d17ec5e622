import type { Field } from 'payload'

import { locales } from '@/i18n/locales'

import { bi } from './bilingualLabel'

/** Follow-up states of a lead in the staff inbox. */
export const leadStatuses = [
  { value: 'new', label: bi('New', '新提交') },
  { value: 'contacted', label: bi('Contacted', '已联系') },
  { value: 'closed', label: bi('Closed', '已关闭') },
] as const

/**
 * What every inbox entry (contact message, consultation) carries besides what the visitor typed:
 * where and in which language it was sent, and the staff follow-up (status, assignee, notes).
 */
export const inboxFields = (): Field[] => [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    options: leadStatuses.map((s) => ({ ...s })),
    label: bi('Status', '状态'),
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: bi('Assignee', '负责人'),
    // Only staff follow up leads.
    filterOptions: { roles: { in: ['admin', 'editor'] } },
    admin: { position: 'sidebar' },
  },
  {
    name: 'notes',
    type: 'textarea',
    label: bi('Internal notes', '内部备注'),
    admin: { position: 'sidebar' },
  },
  {
    name: 'locale',
    type: 'select',
    required: true,
    options: locales.map((l) => ({ value: l, label: l })),
    label: bi('Language', '语言'),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'sourcePage',
    type: 'text',
    label: bi('Sent from page', '提交页面'),
    admin: { readOnly: true, position: 'sidebar' },
  },
]
