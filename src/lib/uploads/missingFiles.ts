import fs from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, UploadConfig } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file URL naming no stored file is "not found" (404) in the visitor's language. Payload itself
 * answers 500 for it, and so would every image URL pointing at one. Runs after the access check;
 * a stored file goes on to Payload's own serving.
 */
async function notFoundUnlessStored(
  req: PayloadRequest,
  params: { collection: string; filename: string },
): Promise<Response | void> {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  const folder = path.resolve(upload?.staticDir || params.collection)
  const file = path.resolve(folder, params.filename)
  const stored =
    file.startsWith(folder + path.sep) &&
    (await fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    ))
  if (stored) return
  const message = translatorFor(requestLocale(req))('notFound.text')
  return Response.json(
    { errors: [{ message }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

// (Payload's handler type wants either a promised answer or a promised nothing, not one promise of either.)
export const missingFileIsNotFound: FileHandler = (req, { params }) =>
  notFoundUnlessStored(req, params) as Promise<void>
