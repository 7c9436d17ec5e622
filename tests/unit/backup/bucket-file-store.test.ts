import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'

import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bucketFileStore } from '../../../scripts/lib/backup/bucketFileStore'
import { s3ClientConfig } from '@/lib/storage/client'
import type { ObjectStorageSettings } from '@/lib/storage/settings'

import { startS3rver } from '../../helpers/s3rver'

let server: Awaited<ReturnType<typeof startS3rver>>
let client: S3Client
let settings: ObjectStorageSettings

const uploads = [
  { collection: 'media', folder: 'media' },
  { collection: 'application-documents', folder: 'uploads/application-documents' },
]

beforeAll(async () => {
  server = await startS3rver('backup-s3rver-')
  settings = {
    bucket: 'backup-test',
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'site',
  }
  client = new S3Client(s3ClientConfig(settings))
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
})

afterAll(async () => {
  client?.destroy()
  await server?.stop()
})

describe('bucket file store', () => {
  it('keeps archive keys (upload folder and name) under each collection’s folder of the bucket', async () => {
    const store = bucketFileStore(settings, client, uploads)
    await store.write('uploads/application-documents/cv.pdf', Readable.from(['%PDF-1.4 cv']))
    await store.write('media/a.webp', Readable.from(['webp bytes']))
    // Not the portal's: another prefix, and a subfolder Payload never makes.
    await client.send(
      new PutObjectCommand({ Bucket: settings.bucket, Key: 'other/media/x.webp', Body: 'x' }),
    )
    await client.send(
      new PutObjectCommand({ Bucket: settings.bucket, Key: 'site/media/deep/y.webp', Body: 'y' }),
    )

    const { Contents } = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: 'site/' }),
    )
    expect(Contents?.map((o) => o.Key).sort()).toEqual([
      'site/application-documents/cv.pdf',
      'site/media/a.webp',
      'site/media/deep/y.webp',
    ])
    const head = await client.send(
      new HeadObjectCommand({ Bucket: settings.bucket, Key: 'site/application-documents/cv.pdf' }),
    )
    expect(head.ContentType).toBe('application/pdf')

    const listed = []
    for await (const file of store.list()) listed.push(file)
    expect(listed).toEqual([
      { key: 'media/a.webp', size: 10 },
      { key: 'uploads/application-documents/cv.pdf', size: 11 },
    ])
    expect(await text(await store.read('uploads/application-documents/cv.pdf'))).toBe('%PDF-1.4 cv')
  })

  it('takes only keys of the upload folders', async () => {
    const store = bucketFileStore(settings, client, uploads)
    expect(store.accepts('media/a.webp')).toBe(true)
    for (const key of ['media/deep/y.webp', 'uploads/avatars/me.png', 'media/../x', 'media/'])
      expect(store.accepts(key)).toBe(false)
    await expect(store.write('uploads/avatars/me.png', Readable.from(['x']))).rejects.toThrow(
      /none of the upload folders/,
    )
  })
})
