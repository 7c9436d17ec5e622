import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { organisationMember } from '@/access/organisationMember'
import { ownerOrEditor } from '@/access/ownerOrEditor'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { imagesOnly } from '@/lib/uploads/imagesOnly'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'
import { mediaFolders } from '@/lib/uploads/folders'

/**
 * Organisations' public pictures (logos, listing covers and galleries, service managers' photos):
 * uploaded by the organisation's member, shown to everyone; checked by content and re-encoded by
 * sharp without metadata, like every member upload.
 */
export const OrganisationImages: CollectionConfig = {
  slug: 'organisation-images',
  labels: {
    singular: bi('Organisation image', '机构图片'),
    plural: bi('Organisation images', '机构图片'),
  },
  admin: { group: bi('Organisations', '机构') },
  access: {
    read: anyone,
    create: organisationMember,
    update: ownerOrEditor,
    delete: ownerOrEditor,
  },
  hooks: { beforeOperation: [imagesOnly] },
  upload: {
    handlers: [missingFileIsNotFound],
    staticDir: mediaFolders['organisation-images'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        height: 320,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    filesRequiredOnCreate: true,
  },
  fields: [
    ownerField(bi('Member', '会员')),
    { name: 'alt', type: 'text', maxLength: 200, label: bi('Alternative text', '替代文字') },
  ],
}
