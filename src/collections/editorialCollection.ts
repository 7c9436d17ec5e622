import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access/isEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { expireOnChange } from '@/lib/cache/expireOnChange'

type Options<T> = Omit<CollectionConfig, 'access' | 'versions'> & {
  /** Drafts are required: the public read rule asks for published documents. */
  versions: { drafts: true | { schedulePublish: true }; maxPerDoc: number }
  /** The cache tags of the pages showing a document: they expire when it changes or goes. */
  expires: Parameters<typeof expireOnChange<T>>[0]
}

/**
 * A collection editors publish to the site (pages, articles, the catalogue): they write drafts and
 * publish; everyone else reads what is published, and a change shows on the site at once. The
 * collection's own hooks run after the cache is expired.
 */
export function editorialCollection<T>({
  expires,
  hooks,
  ...config
}: Options<T>): CollectionConfig {
  const expire = expireOnChange(expires)
  return {
    ...config,
    // Drafts and earlier versions are the editors' working material, not the public's or members'.
    access: {
      read: publishedOrEditor,
      readVersions: isEditor,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
    },
    hooks: {
      ...hooks,
      afterChange: [expire.afterChange, ...(hooks?.afterChange ?? [])],
      afterDelete: [expire.afterDelete, ...(hooks?.afterDelete ?? [])],
    },
  }
}
