import sharp from 'sharp'

import { MAX_IMAGE_BYTES } from './limits'

const formats = new Set(['jpeg', 'png', 'webp'])

/** Why an uploaded file cannot be a private image (too large, or not JPEG/PNG/WebP by its content), or null. */
export async function imageProblem(data: Buffer, size = data.length): Promise<'tooLarge' | 'notImage' | null> {
  if (size > MAX_IMAGE_BYTES) return 'tooLarge'
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  return format && formats.has(format) ? null : 'notImage'
}
