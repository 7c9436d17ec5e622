import type { CollectionConfig, Config, FieldHook, UploadConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { objectStorage } from '@/lib/storage/plugin'
import { objectStorageSettings } from '@/lib/storage/settings'

const settings = objectStorageSettings({ S3_BUCKET: 'edubridge-files', S3_PREFIX: 'portal' })!

type Handler = NonNullable<UploadConfig['handlers']>[number]
const notFoundFirst: Handler = async () => undefined

const upload = (slug: string, staticDir: string): CollectionConfig => ({
  slug,
  access: {},
  upload: {
    staticDir,
    handlers: [notFoundFirst],
    imageSizes: [{ name: 'thumbnail', width: 320 }],
  },
  fields: [{ name: 'alt', type: 'text' }],
})
const pages: CollectionConfig = { slug: 'pages', fields: [{ name: 'title', type: 'text' }] }
const config = (): Config => ({
  secret: 'x',
  db: {} as Config['db'],
  collections: [upload('media', 'media'), pages, upload('avatars', 'uploads/avatars')],
})

const uploadOf = (result: Config, slug: string) => {
  const collection = result.collections!.find((candidate) => candidate.slug === slug)!
  return { collection, upload: collection.upload as UploadConfig }
}

describe('the object storage plugin', () => {
  it('changes nothing without a bucket', async () => {
    const original = config()
    expect(await objectStorage(null)(original)).toBe(original)
  })

  it('keeps every upload collection’s files in the bucket, served after Payload’s access check', async () => {
    const result = await objectStorage(settings)(config())
    for (const slug of ['media', 'avatars']) {
      const { collection, upload } = uploadOf(result, slug)
      expect(upload.adapter, slug).toBe('s3')
      expect(upload.disableLocalStorage, slug).toBe(true)
      // The localized "not found" answers first; then the adapter streams the object.
      expect(upload.handlers, slug).toHaveLength(2)
      expect(upload.handlers![0], slug).toBe(notFoundFirst)
      // No columns for the plugin's own placement fields: the schema is the same with or without a bucket.
      const names = collection.fields.map((field) => ('name' in field ? field.name : ''))
      expect(names, slug).not.toContain('prefix')
      expect(names, slug).not.toContain('_objectKey')
      expect(names, slug).toContain('alt')
    }
    expect(uploadOf(result, 'pages').collection).toBe(pages)
  })

  it('gives documents the portal’s file URL, never the bucket’s', async () => {
    const { collection } = uploadOf(await objectStorage(settings)(config()), 'media')
    const url = collection.fields.find((field) => 'name' in field && field.name === 'url')!
    const [afterRead] = (url as { hooks: { afterRead: FieldHook[] } }).hooks.afterRead
    const portalUrl = '/api/media/file/campus.jpg'
    expect(await afterRead({ data: { filename: 'campus.jpg' }, value: portalUrl } as never)).toBe(
      portalUrl,
    )
  })

  it('adds no browser-to-bucket uploads: no endpoint, no admin component outside the import map', async () => {
    const result = await objectStorage(settings)(config())
    expect(result.endpoints ?? []).toEqual([])
    expect(JSON.stringify(result.admin)).not.toContain('storage-s3')
  })
})
