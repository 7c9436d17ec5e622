import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import sharp from 'sharp'

import { requestLocale } from '@/lib/i18n/requestLocale'

const MAX_BYTES = 5 * 1024 * 1024
const formats = new Set(['jpeg', 'png', 'webp'])

/**
 * Private uploads (ID photos, licences, avatars): at most 5 MB and a JPEG, PNG or WebP image by its
 * content, whatever its name or declared type says; checked before Payload reads or stores anything.
 */
export const imagesOnly: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update' && operation !== 'updateByID') || !req.file) return args
  const zh = requestLocale(req) === 'zh'
  const refuse = (en: string, chinese: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'file', message: zh ? chinese : en }] })
  }
  if (req.file.size > MAX_BYTES) refuse('The file must not be larger than 5 MB.', '文件不能超过 5 MB。')
  const format = await sharp(req.file.data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  if (!format || !formats.has(format)) refuse('Please choose a JPEG, PNG or WebP image.', '请选择 JPEG、PNG 或 WebP 图片。')
  return args
}
