import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand } from '@aws-sdk/client-s3'

import { mediaFolders } from '@/lib/uploads/folders'

import { bucketClient } from './client'
import { objectKey } from './keys'
import { objectStorageSettings } from './settings'

type Folder = keyof typeof mediaFolders

/** A stored upload's bytes, from the bucket when one is set, else from its folder; null when it is gone. */
export async function readStoredFile(collection: Folder, filename: string): Promise<Buffer | null> {
  const settings = objectStorageSettings()
  if (settings) {
    const object = await bucketClient(settings)
      .send(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(settings, collection, filename),
        }),
      )
      .catch(() => null)
    const bytes = await object?.Body?.transformToByteArray()
    return bytes ? Buffer.from(bytes) : null
  }
  const folder = path.resolve(mediaFolders[collection])
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return null
  return fs.readFile(file).catch(() => null)
}
