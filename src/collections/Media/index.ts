import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { localizedText } from '@/fields/localizedText'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'
import { mediaFolders } from '@/lib/uploads/folders'

/** Public images only (private documents get their own collection). Served through next/image. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: bi('Image', '图片'), plural: bi('Images', '图片库') },
  admin: { group: bi('Content', '内容') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    handlers: [missingFileIsNotFound],
    staticDir: mediaFolders.media,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [localizedText('alt', { required: true, label: bi('Alternative text', '替代文字') })],
}
