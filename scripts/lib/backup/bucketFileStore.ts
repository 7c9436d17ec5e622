import { Readable } from 'node:stream'

import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { contentTypeOf } from '@/lib/storage/contentTypes'
import { collectionPrefix, objectKey } from '@/lib/storage/keys'
import type { ObjectStorageSettings } from '@/lib/storage/settings'

import { BackupError } from './errors'
import { type FileStore, normalKey } from './fileStore'
import type { UploadFolder } from './uploadFolders'

/**
 * The upload collections' files in the bucket (S3_BUCKET), under `<S3_PREFIX>/<collection>/`. Keys
 * are the same as on the local disk (`<staticDir>/<file name>`), so an archive made from either
 * restores into either.
 */
export function bucketFileStore(
  settings: ObjectStorageSettings,
  client: S3Client,
  uploads: readonly UploadFolder[],
): FileStore {
  const folders = uploads.map((upload) => ({ ...upload, folder: normalKey(upload.folder) ?? '' }))
  /** The collection and file name a key stands for; Payload keeps no subfolders in a collection. */
  const place = (key: string) => {
    const normal = normalKey(key)
    const upload = normal && folders.find(({ folder }) => normal.startsWith(`${folder}/`))
    const name = upload ? normal.slice(upload.folder.length + 1) : ''
    return upload && name && !name.includes('/')
      ? { collection: upload.collection, name, contentType: contentTypeOf(name) }
      : null
  }
  const objectOf = (key: string) => {
    const found = place(key)
    if (!found) throw new BackupError(`${key} is in none of the upload folders`)
    return { ...found, Key: objectKey(settings, found.collection, found.name) }
  }
  return {
    description: `the bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`,
    accepts: (key) => !!place(key),
    async *list() {
      for (const { collection, folder } of folders) {
        const prefix = `${collectionPrefix(settings, collection)}/`
        let ContinuationToken: string | undefined
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: settings.bucket,
              Prefix: prefix,
              ContinuationToken,
            }),
          )
          for (const object of page.Contents ?? []) {
            const key = `${folder}/${object.Key!.slice(prefix.length)}`
            if (place(key)) yield { key, size: object.Size ?? 0 }
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
        } while (ContinuationToken)
      }
    },
    async read(key) {
      const { Key } = objectOf(key)
      const { Body } = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }))
      if (!(Body instanceof Readable)) throw new BackupError(`${Key}: the bucket sent no body`)
      return Body
    },
    async write(key, body) {
      const { Key, contentType } = objectOf(key)
      // Streamed in parts: a file of unknown length is never held in memory whole.
      await new Upload({
        client,
        params: {
          Bucket: settings.bucket,
          Key,
          Body: body,
          ContentType: contentType,
        },
      }).done()
    },
  }
}
