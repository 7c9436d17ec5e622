import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { bi } from '@/fields/bilingualLabel'
import { selectField } from '@/fields/select'

import { auditEvents } from '@/lib/enums'

import { exportAuditCsv } from './endpoints/exportCsv'
import { appendOnly } from './hooks/appendOnly'

const recorded = { readOnly: true }

/**
 * The audit trail: append-only. The system writes each entry as the event happens
 * (src/lib/audit/record.ts); admins read and filter it and export a range as CSV; nobody, admins
 * included, changes or removes one on any door. Only retention removes old entries.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: bi('Audit entry', '审计记录'), plural: bi('Audit trail', '审计日志') },
  admin: {
    useAsTitle: 'event',
    defaultColumns: [
      'createdAt',
      'event',
      'actor',
      'member',
      'targetCollection',
      'targetId',
      'ipAddress',
    ],
    group: bi('Security', '安全'),
    description: bi(
      'Append-only: entries are written by the system and can be neither edited nor deleted.',
      '只可追加：记录由系统写入，任何人都无法修改或删除。',
    ),
    components: { beforeListTable: ['@/components/admin/AuditCsvExport#AuditCsvExport'] },
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [appendOnly] },
  endpoints: [{ path: '/csv', method: 'get', handler: exportAuditCsv }],
  fields: [
    selectField('event', auditEvents, {
      required: true,
      index: true,
      label: bi('Event', '事件'),
      admin: recorded,
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'actor',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          label: bi('By (empty: the system)', '操作人（空：系统）'),
          admin: recorded,
        },
        {
          name: 'member',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          label: bi('Member concerned', '涉及会员'),
          admin: recorded,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'targetCollection',
          type: 'text',
          label: bi('Collection', '集合'),
          admin: recorded,
        },
        { name: 'targetId', type: 'text', label: bi('Document ID', '文档 ID'), admin: recorded },
        {
          name: 'ipAddress',
          type: 'text',
          label: bi('Network address', '网络地址'),
          admin: recorded,
        },
      ],
    },
    { name: 'details', type: 'json', label: bi('Details', '详情'), admin: recorded },
  ],
}
