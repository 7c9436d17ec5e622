/**
 * `npm run storage:migrate`: copies the files the upload collections kept on this server's disk
 * (the folders under media/) into the S3_BUCKET the portal now keeps them in. Safe to run again: files
 * already in the bucket with the same size are skipped. Needs the S3_* variables, not the database.
 */
import { loadLocalEnv } from './env'

loadLocalEnv()

const { objectStorageSettings } = await import('../src/lib/storage/settings')
const settings = objectStorageSettings()
if (!settings) {
  console.error('  ✗ S3_BUCKET is not set: there is no bucket to copy the files into.')
  process.exit(1)
}

const { default: config } = await import('../payload.config')
const { bucketClient } = await import('../src/lib/storage/client')
const { copyLocalFilesToBucket, localFolders } = await import('./lib/storageMigrate')

const folders = localFolders(await config)
const where = `s3://${settings.bucket}/${settings.prefix ? `${settings.prefix}/` : ''}`
console.log(`  Copying ${folders.length} collections' files into ${where}…`)
let done = 0
const counts = await copyLocalFilesToBucket({
  settings,
  client: bucketClient(settings),
  folders,
  onFile: () => {
    done += 1
    if (done % 1000 === 0) console.log(`  … ${done} files`)
  },
})
let copied = 0
let skipped = 0
for (const { collection, dir } of folders) {
  const count = counts[collection]
  copied += count.copied
  skipped += count.skipped
  const megabytes = (count.bytes / 1024 / 1024).toFixed(1)
  console.log(
    `  ${collection} (${dir}): ${count.copied} copied (${megabytes} MB), ${count.skipped} already there`,
  )
}
console.log(`  ✓ ${copied} files copied, ${skipped} already in the bucket`)
bucketClient(settings).destroy()
