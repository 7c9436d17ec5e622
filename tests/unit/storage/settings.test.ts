import { describe, expect, it } from 'vitest'

import { s3ClientConfig } from '@/lib/storage/client'
import { collectionPrefix, objectKey } from '@/lib/storage/keys'
import { objectStorageSettings } from '@/lib/storage/settings'

const bucketEnv = {
  S3_BUCKET: 'edubridge-files',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('the object storage settings', () => {
  it('are absent without S3_BUCKET: files stay on the local disk', () => {
    expect(objectStorageSettings({})).toBeNull()
    expect(objectStorageSettings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeNull()
  })

  it('read the bucket, region, endpoint, keys, path style and prefix', () => {
    expect(
      objectStorageSettings({
        ...bucketEnv,
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: '/portal//prod/',
      }),
    ).toEqual({
      bucket: 'edubridge-files',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      prefix: 'portal/prod',
    })
  })

  it('default to us-east-1, virtual-host style, no prefix and the SDK’s own credentials', () => {
    expect(objectStorageSettings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '0' })).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    })
  })

  it('refuse half a key pair, an endpoint that is no URL and a prefix climbing out', () => {
    expect(() => objectStorageSettings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /together/,
    )
    expect(() => objectStorageSettings({ ...bucketEnv, S3_ENDPOINT: 'minio:9000 x' })).toThrow(
      /S3_ENDPOINT/,
    )
    expect(() => objectStorageSettings({ ...bucketEnv, S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/)
  })
})

describe('the S3 client configuration', () => {
  it('asks for checksums only where S3 requires them (S3-compatible servers keep the framing otherwise)', () => {
    const settings = objectStorageSettings({ ...bucketEnv, S3_ENDPOINT: 'http://127.0.0.1:9000' })!
    expect(s3ClientConfig(settings)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })
})

describe('object keys', () => {
  it('put each collection’s files in a folder of its own, under the prefix', () => {
    const prefixed = objectStorageSettings({ ...bucketEnv, S3_PREFIX: 'portal' })!
    const bare = objectStorageSettings(bucketEnv)!
    expect(collectionPrefix(prefixed, 'media')).toBe('portal/media')
    expect(objectKey(prefixed, 'avatars', 'me.webp')).toBe('portal/avatars/me.webp')
    expect(objectKey(bare, 'certification-documents', 'id-1.webp')).toBe(
      'certification-documents/id-1.webp',
    )
    expect(objectKey(bare, 'media', 'me.webp')).not.toBe(objectKey(bare, 'avatars', 'me.webp'))
  })

  it('never leave the collection’s folder, whatever the file name', () => {
    const bare = objectStorageSettings(bucketEnv)!
    for (const name of ['../avatars/me.webp', '..\\avatars\\me.webp', '/etc/passwd'])
      expect(objectKey(bare, 'media', name).startsWith('media/'), name).toBe(true)
  })
})
