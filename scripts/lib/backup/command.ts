import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { bucketClient } from '@/lib/storage/client'
import { objectStorageSettings } from '@/lib/storage/settings'

import { bucketFileStore } from './bucketFileStore'
import { BackupError } from './errors'
import { type FileStore, localFileStore } from './fileStore'
import { uploadFolders } from './uploadFolders'

/** Where the uploaded files are: the bucket when S3_BUCKET is set, else the upload folders under `filesRoot`. */
export function uploadStore(config: SanitizedConfig, filesRoot = '.'): FileStore {
  const uploads = uploadFolders(config)
  const bucket = objectStorageSettings()
  return bucket
    ? bucketFileStore(bucket, bucketClient(bucket), uploads)
    : localFileStore(path.resolve(filesRoot), uploads)
}

/**
 * Runs `npm run backup` or `restore` on `db` and exits: a BackupError is told as its message alone
 * (exit code 1), anything else thrown as it is; the database is stopped either way.
 */
export async function runBackupCommand(
  db: { stop: () => Promise<void> },
  work: () => Promise<void>,
): Promise<never> {
  try {
    await work()
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(`\n  ${error.message}\n`)
    process.exitCode = 1
  } finally {
    await db.stop()
  }
  process.exit()
}
