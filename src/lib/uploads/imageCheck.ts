import sharp from 'sharp'

import { MAX_IMAGE_BYTES } from './limits'

const formats = new Set(['jpeg', 'png', 'webp'])

export type ImageProblem = 'tooLarge' | 'notImage' | 'damaged'

/** Why an uploaded file cannot be a private image (too large, not JPEG/PNG/WebP by its content, or cut short), or null. */
export async function imageProblem(
  data: Buffer,
  size = data.length,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<ImageProblem | null> {
  if (size > maxBytes) return 'tooLarge'
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  if (!format || !formats.has(format)) return 'notImage'
  // The header can be whole while the picture is not (an interrupted upload): decode it all, as the resizing will.
  const whole = await sharp(data, { failOn: 'truncated' })
    .resize(16)
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
  return whole ? null : 'damaged'
}
