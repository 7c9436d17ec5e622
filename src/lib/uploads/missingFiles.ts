import fs from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, UploadConfig } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { bucketClient } from '@/lib/storage/client'
import { objectKey } from '@/lib/storage/keys'
import { storedSize } from '@/lib/storage/objects'
import { objectStorageSettings } from '@/lib/storage/settings'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]
type Params = { collection: string; filename: string }

async function onDisk(req: PayloadRequest, { collection, filename }: Params): Promise<boolean> {
  const upload = req.payload.collections[collection as 'media']?.config.upload
  const folder = path.resolve(upload?.staticDir || collection)
  const file = path.resolve(folder, filename)
  return (
    file.startsWith(folder + path.sep) &&
    fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
  )
}

/** Whether the file is in the bucket; an unreachable bucket is left to the storage adapter's answer (and its log). */
async function inBucket({ collection, filename }: Params): Promise<boolean> {
  const settings = objectStorageSettings()
  if (!settings) return true
  const size = await storedSize(
    bucketClient(settings),
    settings.bucket,
    objectKey(settings, collection, filename),
  ).catch(() => undefined)
  return size !== null
}

/**
 * A file URL naming no stored file is "not found" (404) in the visitor's language. Payload itself
 * answers 500 for it (the storage adapter an empty 404), and so would every image URL pointing at
 * one. Runs after the access check; a stored file goes on to Payload's own serving, from the local
 * disk or from the bucket when the collection keeps its files there (src/lib/storage/plugin.ts).
 */
async function notFoundUnlessStored(req: PayloadRequest, params: Params): Promise<Response | void> {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  const stored = upload?.disableLocalStorage ? await inBucket(params) : await onDisk(req, params)
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
