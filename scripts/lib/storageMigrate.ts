import fs from 'node:fs'
import path from 'node:path'

import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { SanitizedConfig } from 'payload'

import { contentTypeOf } from '../../src/lib/storage/contentTypes'
import { objectKey } from '../../src/lib/storage/keys'
import { storedSize } from '../../src/lib/storage/objects'
import type { ObjectStorageSettings } from '../../src/lib/storage/settings'

/** An upload collection and the folder its files were kept in on the local disk. */
export type LocalFolder = { collection: string; dir: string }

/** Every upload collection's folder on the local disk (relative ones from the working directory, as Payload reads them). */
export const localFolders = (config: SanitizedConfig): LocalFolder[] =>
  config.collections.flatMap(({ slug, upload }) =>
    upload ? [{ collection: slug, dir: path.resolve(upload.staticDir || slug) }] : [],
  )

export type CopyCounts = { copied: number; skipped: number; bytes: number }

/** The files of a folder (Payload keeps a collection's originals and sizes side by side, no subfolders); none when it does not exist. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Copies the files the upload collections kept on the local disk (originals and image sizes) into
 * the bucket, under the keys the storage adapter reads. Every file of the folders is copied (the
 * database is not needed): an object already there with the same size is left alone, so the copy
 * can be run again, after an interruption or to pick up files uploaded meanwhile.
 */
export async function copyLocalFilesToBucket({
  settings,
  client,
  folders,
  concurrency = 8,
  onFile,
}: {
  settings: ObjectStorageSettings
  client: S3Client
  folders: LocalFolder[]
  concurrency?: number
  /** Told of each file as it is copied or skipped. */
  onFile?: (file: { collection: string; key: string; copied: boolean }) => void
}): Promise<Record<string, CopyCounts>> {
  const counts: Record<string, CopyCounts> = {}
  for (const { collection, dir } of folders) {
    const count = (counts[collection] ??= { copied: 0, skipped: 0, bytes: 0 })
    await eachLimited(await filesIn(dir), concurrency, async (name) => {
      const file = path.join(dir, name)
      const key = objectKey(settings, collection, name)
      const { size } = await fs.promises.stat(file)
      if ((await storedSize(client, settings.bucket, key)) === size) {
        count.skipped += 1
        onFile?.({ collection, key, copied: false })
        return
      }
      // Streamed, with its length: large files are never held in memory whole.
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentTypeOf(name),
        }),
      )
      // A server that kept other bytes than were sent would serve broken files: stop at the first.
      const stored = await storedSize(client, settings.bucket, key)
      if (stored !== size)
        throw new Error(`${key}: the bucket kept ${stored ?? 'no'} bytes of the file's ${size}`)
      count.copied += 1
      count.bytes += size
      onFile?.({ collection, key, copied: true })
    })
  }
  return counts
}
