import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import { s3ClientConfig } from './client'
import { collectionPrefix } from './keys'
import { type ObjectStorageSettings, objectStorageSettings } from './settings'

/**
 * Where the cloud-storage plugin would note each document's own folder in the bucket. Not kept:
 * every file of a collection lies in the collection's folder, so the key follows from the file name
 * alone (the copy of existing files needs no database), and the schema stays the same with and
 * without a bucket (it has no columns for them).
 */
const placementFields = new Set(['prefix', '_objectKey'])

const withoutPlacementFields = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: collection.fields.filter(
    (field) => !('name' in field && placementFields.has(field.name)),
  ),
})

/**
 * The admin panel's component for uploads sent straight from the browser to the bucket, which the
 * plugin always adds. Unused (uploads go through Payload, which checks their content first), and
 * absent from the committed import map: left out, as it would then do nothing but pass its
 * children through.
 */
const browserUploadHandler = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

const withoutBrowserUploads = (admin: Config['admin']): Config['admin'] => {
  const { [browserUploadHandler]: _unused, ...dependencies } = admin?.dependencies ?? {}
  return {
    ...admin,
    dependencies,
    components: {
      ...admin?.components,
      providers: admin?.components?.providers?.filter(
        (provider) => !(typeof provider === 'object' && provider?.path === browserUploadHandler),
      ),
    },
  }
}

/**
 * With S3_BUCKET set, every upload collection keeps its files (originals and image sizes) in the
 * bucket, under `<S3_PREFIX>/<collection>/`, instead of on the local disk; without it nothing
 * changes. Files are still served by Payload's file route, after the collection's read access
 * check: the bucket stays private and no document ever carries a bucket URL. Public images keep
 * their portal URLs too, which next/image (local paths only) and cached pages already use.
 */
export const objectStorage =
  (settings: ObjectStorageSettings | null = objectStorageSettings()): Plugin =>
  async (config: Config) => {
    if (!settings) return config
    const uploads = (config.collections ?? []).filter((collection) => collection.upload)
    const collections = Object.fromEntries(
      uploads.map((collection) => [
        collection.slug,
        { prefix: collectionPrefix(settings, collection.slug) },
      ]),
    ) as S3StorageOptions['collections']
    const stored = await s3Storage({
      bucket: settings.bucket,
      config: s3ClientConfig(settings),
      collections,
    })(config)
    return {
      ...stored,
      admin: withoutBrowserUploads(stored.admin),
      collections: stored.collections?.map((collection) =>
        collection.slug in collections ? withoutPlacementFields(collection) : collection,
      ),
    }
  }
