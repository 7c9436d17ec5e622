import type { CollectionConfig } from 'payload'

import { applicationDocumentReaders } from '@/access/applicationDocumentReaders'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { verifiedStudent } from '@/access/verifiedStudent'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { hasRole } from '@/lib/auth/roles'
import { pdfsOnly } from '@/lib/uploads/imagesOnly'
import { auditFileRead } from '@/lib/uploads/auditFileRead'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'
import { mediaFolders } from '@/lib/uploads/folders'

/**
 * Students' CVs sent with applications: stored outside public/, served only to the student, the
 * organisations they applied to with it (`sharedWith`, set when the application is made) and
 * content staff. PDF only, judged by content.
 */
export const ApplicationDocuments: CollectionConfig = {
  slug: 'application-documents',
  labels: { singular: bi('CV', '简历'), plural: bi('CVs', '简历') },
  admin: {
    group: bi('Organisations', '机构'),
    hidden: ({ user }) => !hasRole(user as { roles?: string[] }, 'admin', 'editor'),
  },
  access: {
    read: applicationDocumentReaders,
    create: verifiedStudent,
    update: nobody,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [pdfsOnly] },
  upload: {
    handlers: [missingFileIsNotFound, auditFileRead],
    staticDir: mediaFolders['application-documents'],
    mimeTypes: ['application/pdf'],
    filesRequiredOnCreate: true,
  },
  fields: [
    ownerField(bi('Student', '学生')),
    {
      name: 'sharedWith',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      label: bi('Organisations that received it', '已发送至机构'),
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
  ],
}
