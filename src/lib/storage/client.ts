import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { ObjectStorageSettings } from './settings'

/** How to reach the bucket, for Payload's storage adapter and for this app's own checks and copies alike. */
export function s3ClientConfig(settings: ObjectStorageSettings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // By default the SDK sends streamed bodies in its checksummed "aws-chunked" framing, which
    // S3-compatible servers that do not know it (s3rver, older MinIO and Ceph) keep as part of the
    // file: a 200,000-byte upload was stored as 200,070 bytes. Checksums only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

let cached: { key: string; client: S3Client } | undefined

/** One client per process for the same settings (it keeps its connections open). */
export function bucketClient(settings: ObjectStorageSettings): S3Client {
  const key = JSON.stringify(settings)
  if (cached?.key !== key) {
    cached?.client.destroy()
    cached = { key, client: new S3Client(s3ClientConfig(settings)) }
  }
  return cached.client
}
