import path from 'node:path'

import { sanitizeFilename } from 'payload/shared'

import type { ObjectStorageSettings } from './settings'

/**
 * The bucket folder of one upload collection's files (originals and image sizes): its slug, under
 * S3_PREFIX. Each collection has its own, so two collections' files of the same name never meet.
 */
export const collectionPrefix = (settings: ObjectStorageSettings, collection: string) =>
  path.posix.join(settings.prefix, collection)

/** The key of a collection's file in the bucket, built as Payload's storage adapter builds it. */
export const objectKey = (settings: ObjectStorageSettings, collection: string, filename: string) =>
  path.posix.join(collectionPrefix(settings, collection), sanitizeFilename(filename))
