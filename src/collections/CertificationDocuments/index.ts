import type { CollectionConfig } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { applicant } from '@/access/applicant'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { ownerOrReviewer } from '@/access/ownerOrReviewer'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'

import { imagesOnly } from '@/lib/uploads/imagesOnly'
import { auditFileRead } from '@/lib/uploads/auditFileRead'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'
import { mediaFolders } from '@/lib/uploads/folders'

/**
 * Student ID and licence photos: stored outside public/, served only to their owner and to
 * reviewers and admins (not editors, not other members, not by guessing a URL or id). Images only,
 * type checked by content, re-encoded by sharp without metadata (EXIF, GPS).
 */
export const CertificationDocuments: CollectionConfig = {
  slug: 'certification-documents',
  labels: {
    singular: bi('Certification document', '认证材料'),
    plural: bi('Certification documents', '认证材料'),
  },
  admin: {
    group: bi('Certification', '认证'),
    hidden: ({ user }) => !hasRole(user as { roles?: string[] }, 'admin', 'reviewer'),
  },
  access: { read: ownerOrReviewer, create: applicant, update: nobody, delete: isAdmin },
  hooks: { beforeOperation: [imagesOnly] },
  upload: {
    handlers: [missingFileIsNotFound, auditFileRead],
    staticDir: mediaFolders['certification-documents'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 85 } },
    imageSizes: [
      { name: 'preview', width: 480, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'preview',
    filesRequiredOnCreate: true,
  },
  fields: [ownerField(bi('Member', '会员'))],
}
