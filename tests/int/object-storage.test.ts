import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import { NotFound, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaFolders } from '@/lib/uploads/folders'
import type { User } from '@/payload-types'

import { startS3rver } from '../helpers/s3rver'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createPeople, type SignedInUser } from './payload'

const bucket = 'edubridge-int-uploads'
const prefix = 'int-run'
const s3Variables = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
]

let s3rver: Awaited<ReturnType<typeof startS3rver>>
/** The test's own view of the bucket: a plain client, nothing of the portal's configuration. */
let s3: S3Client

// Before openForFile's: Payload's configuration reads the S3_* variables when it is imported.
beforeAll(async () => {
  s3rver = await startS3rver('edubridge-s3rver-')
  const { endpoint } = s3rver
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    // s3rver's one account
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: prefix,
  })
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await s3.send(new CreateBucketCommand({ Bucket: bucket }))
})

afterAll(async () => {
  s3?.destroy()
  await s3rver?.stop()
  for (const name of s3Variables) delete process.env[name]
})

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
const get = (url: string, token?: string) => api.rest('GET', url, { token })
let people: Record<'owner' | 'other' | 'reviewer' | 'editor' | 'admin', SignedInUser>

beforeAll(async () => {
  people = await createPeople(payload, {
    owner: ['student'],
    other: ['student'],
    reviewer: ['reviewer'],
    editor: ['editor'],
    admin: ['admin'],
  })
})

/** The object's bytes, or null when the bucket has no such key. */
async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}
const keysUnder = async (folder: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/` }))).Contents?.map(
    (object) => object.Key,
  ) ?? []

const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

/** A photo of about 200 kB (noise does not compress), as a phone would send it. */
const photo = async (name: string, width = 640, height = 420) => {
  const data = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}

const uploadDocument = async (user: User, name = 'student-id.jpg') =>
  payload.create({
    collection: 'certification-documents',
    data: { owner: user.id },
    file: await photo(name),
    user,
    overrideAccess: false,
  })

describe('uploads kept in an S3 bucket', () => {
  it('stores a public image and its sizes under the collection prefix, served from the portal route', async () => {
    const sent = await photo('campus.jpg', 1800, 1000)
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(sent.data)], { type: 'image/jpeg' }), 'campus.jpg')
    form.set('_payload', JSON.stringify({ alt: 'Campus' }))
    const created = await api.rest('POST', '/api/media', { token: people.editor.token, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as {
      doc: {
        id: number
        filename: string
        filesize: number
        url: string
        sizes: Record<string, { filename: string; filesize: number; url: string }>
      }
    }

    // Kept as sent, in the bucket only: nothing on this server's disk.
    const original = await objectBytes(`${prefix}/media/${doc.filename}`)
    expect(original?.equals(sent.data)).toBe(true)
    expect(original?.length).toBe(doc.filesize)
    await expect(fs.stat(path.resolve(mediaFolders.media, doc.filename))).rejects.toMatchObject({
      code: 'ENOENT',
    })
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)

    const sizes = Object.values(doc.sizes)
    expect(sizes).toHaveLength(3)
    expect((await keysUnder(`${prefix}/media`)).sort()).toEqual(
      [doc.filename, ...sizes.map((size) => size.filename)]
        .map((filename) => `${prefix}/media/${filename}`)
        .sort(),
    )
    for (const size of sizes) {
      expect(size.url).toBe(`/api/media/file/${size.filename}`)
      const stored = await objectBytes(`${prefix}/media/${size.filename}`)
      expect(stored?.length, size.filename).toBe(size.filesize)
      // Anyone may see a public image, through the portal (next/image fetches this URL).
      const served = await get(size.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/webp')
      expect((await bodyOf(served)).equals(stored!)).toBe(true)
    }
    const served = await get(doc.url)
    expect(served.status).toBe(200)
    expect((await bodyOf(served)).equals(sent.data)).toBe(true)

    // Deleting the image deletes its files.
    await payload.delete({ collection: 'media', id: doc.id })
    expect(await keysUnder(`${prefix}/media`)).toEqual([])
  })

  it('serves a private document only to its owner and reviewers, never from a bucket URL', async () => {
    const doc = await uploadDocument(people.owner.user)
    const key = `${prefix}/certification-documents/${doc.filename}`
    const stored = await objectBytes(key)
    expect(stored?.length).toBe(doc.filesize)
    expect(
      (await objectBytes(`${prefix}/certification-documents/${doc.sizes?.preview?.filename}`))
        ?.length,
    ).toBe(doc.sizes?.preview?.filesize)

    const url = `/api/certification-documents/file/${doc.filename}`
    expect(doc.url).toBe(url)
    expect(doc.sizes?.preview?.url).toBe(
      `/api/certification-documents/file/${doc.sizes?.preview?.filename}`,
    )
    const asOwner = await payload.findByID({
      collection: 'certification-documents',
      id: doc.id,
      user: people.owner.user,
      overrideAccess: false,
    })
    expect(asOwner.url).toBe(url)
    expect(JSON.stringify(asOwner)).not.toContain(process.env.S3_ENDPOINT!)

    for (const who of ['owner', 'reviewer', 'admin'] as const) {
      const served = await get(url, people[who].token)
      expect(served.status, who).toBe(200)
      expect((await bodyOf(served)).equals(stored!), who).toBe(true)
    }
    const head = stored!.subarray(0, 64)
    for (const who of ['other', 'editor', 'anonymous'] as const) {
      const served = await get(url, who === 'anonymous' ? undefined : people[who].token)
      expect([403, 404], who).toContain(served.status)
      expect((await bodyOf(served)).includes(head), who).toBe(false)
    }
    await expect(
      payload.findByID({
        collection: 'certification-documents',
        id: doc.id,
        user: people.other.user,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(NotFound)
  })

  it('keeps two collections’ files of the same name apart', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: { owner: people.other.user.id },
      file: await photo('portrait.jpg'),
      user: people.other.user,
      overrideAccess: false,
    })
    const document = await uploadDocument(people.other.user, 'portrait.jpg')
    expect(avatar.filename).toBe(document.filename)

    const avatarBytes = await objectBytes(`${prefix}/avatars/${avatar.filename}`)
    const documentBytes = await objectBytes(
      `${prefix}/certification-documents/${document.filename}`,
    )
    expect(avatarBytes?.length).toBe(avatar.filesize)
    expect(documentBytes?.length).toBe(document.filesize)
    expect(avatarBytes!.equals(documentBytes!)).toBe(false)
    const token = people.other.token
    expect((await bodyOf(await get(avatar.url!, token))).equals(avatarBytes!)).toBe(true)
    expect((await bodyOf(await get(document.url!, token))).equals(documentBytes!)).toBe(true)
  })

  it('answers a file that is not stored with a 404 in the visitor’s language', async () => {
    const missing = await get('/api/media/file/no-such-picture.webp')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('does not exist')
    const inChinese = await get('/api/media/file/no-such-picture.webp?locale=zh')
    expect(inChinese.status).toBe(404)
    expect(await inChinese.text()).toContain('不存在')
    const notAnyones = await get(
      '/api/certification-documents/file/no-such-document.webp',
      people.admin.token,
    )
    expect(notAnyones.status).toBe(404)

    // A document whose object went missing from the bucket: still a 404, not a failure.
    const doc = await uploadDocument(people.owner.user)
    await s3.send(
      new DeleteObjectCommand({
        Bucket: bucket,
        Key: `${prefix}/certification-documents/${doc.filename}`,
      }),
    )
    const gone = await get(doc.url!, people.owner.token)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('does not exist')
  })

  it('copies the files kept on the local disk into the bucket, once', async () => {
    const { bucketClient } = await import('@/lib/storage/client')
    const { copyLocalFilesToBucket } = await import('../../scripts/lib/storageMigrate')
    const { objectStorageSettings } = await import('@/lib/storage/settings')
    const settings = objectStorageSettings()!
    const copy = () =>
      copyLocalFilesToBucket({
        settings,
        client: bucketClient(settings),
        folders: [{ collection: 'media', dir: localDir }],
      })

    // An image uploaded before the bucket: its record in the database, its file on the disk only.
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Library' },
      file: await photo('library.jpg'),
    })
    const key = `${prefix}/media/${image.filename}`
    const bytes = (await objectBytes(key))!
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    expect((await get(image.url!)).status).toBe(404)
    const localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'edubridge-local-media-'))
    await fs.writeFile(path.join(localDir, image.filename!), bytes)
    // A file larger than the SDK's checksummed framing would leave alone on a server that lacks it.
    const large = crypto.randomBytes(200_000)
    await fs.writeFile(path.join(localDir, 'large-upload.bin'), large)

    try {
      expect(await copy()).toEqual({
        media: { copied: 2, skipped: 0, bytes: bytes.length + large.length },
      })
      const served = await get(image.url!)
      expect(served.status).toBe(200)
      expect((await bodyOf(served)).equals(bytes)).toBe(true)
      expect(served.headers.get('Content-Type')).toBe('image/jpeg')
      expect((await objectBytes(`${prefix}/media/large-upload.bin`))?.equals(large)).toBe(true)

      expect(await copy()).toEqual({ media: { copied: 0, skipped: 2, bytes: 0 } })
    } finally {
      await fs.rm(localDir, { recursive: true, force: true })
    }
  })
})
