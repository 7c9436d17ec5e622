import sharp from 'sharp'

/** A JPEG of one colour, `width` × `height`, as the Local API takes a file to upload. */
export async function jpegFile(name: string, width: number, height: number, background: string) {
  const data = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}
