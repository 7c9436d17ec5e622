import path from 'node:path'

// The bucket serves each file with the type stored with its object: what the collections accept.
const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

/** The content type an upload is stored with in the bucket, by its file name's extension. */
export const contentTypeOf = (file: string) =>
  contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
