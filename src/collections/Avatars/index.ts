import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'

import { imagesOnly } from '@/lib/uploads/imagesOnly'
import { auditFileRead } from '@/lib/uploads/auditFileRead'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'
import { mediaFolders } from '@/lib/uploads/folders'

/**
 * Members' profile pictures: only the member and staff can see them (files too). Images are
 * checked by content, cropped to 512×512 and re-encoded by sharp, which drops EXIF and GPS data.
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: bi('Avatar', '头像'), plural: bi('Avatars', '头像') },
  admin: { group: bi('Accounts', '账户'), hidden: ({ user }) => !user?.roles?.includes('admin') },
  hooks: { beforeOperation: [imagesOnly] },
  access: {
    read: ownerOrStaff,
    create: verifiedAccount,
    update: ownerOrStaff,
    delete: ownerOrStaff,
  },
  upload: {
    handlers: [missingFileIsNotFound, auditFileRead],
    staticDir: mediaFolders.avatars,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: 512, height: 512, fit: 'cover', position: 'centre' },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    filesRequiredOnCreate: true,
  },
  fields: [ownerField(bi('Member', '会员'))],
}
