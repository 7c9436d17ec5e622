import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerWithRecentPassword } from '@/access/ownerWithRecentPassword'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'

import { dataExportStatuses } from '@/lib/enums'
import { mediaFolders } from '@/lib/uploads/folders'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'

import { oneExportAtATime } from './hooks/oneExportAtATime'
import { queueExportJobs } from './hooks/queueExportJobs'

/**
 * "Download my data": an archive of everything the portal holds about one member, built by a job
 * (src/lib/privacy/buildExport.ts), kept seven days (retention removes it), readable by its owner
 * only — not by staff — and its file only with the password entered again a moment ago.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: { singular: bi('Data export', '数据导出'), plural: bi('Data exports', '数据导出') },
  admin: { group: bi('Accounts', '账户'), hidden: true },
  access: {
    read: ownerWithRecentPassword,
    create: verifiedAccount,
    update: nobody,
    delete: nobody,
  },
  hooks: {
    beforeChange: [oneExportAtATime],
    afterChange: [queueExportJobs],
  },
  upload: {
    handlers: [missingFileIsNotFound],
    staticDir: mediaFolders['data-exports'],
    mimeTypes: ['application/zip'],
    filesRequiredOnCreate: false,
  },
  fields: [
    ownerField(bi('Member', '会员')),
    selectField('status', dataExportStatuses, {
      required: true,
      defaultValue: 'preparing',
      label: bi('Status', '状态'),
      access: { create: () => false, update: () => false },
    }),
    {
      name: 'expiresAt',
      type: 'date',
      label: bi('Removed after', '删除时间'),
      access: { create: () => false, update: () => false },
    },
  ],
}
