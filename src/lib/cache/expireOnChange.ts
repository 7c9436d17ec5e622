import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/lib/cache/tags'

type TagsFor<T> = (doc: T) => (string | false | null | undefined)[]

/**
 * afterChange/afterDelete hooks that expire the cache tags of the pages showing a document once
 * the change is committed, so a publish in the admin shows on the public site in both locales.
 */
export function expireOnChange<T>(tagsFor: TagsFor<T>) {
  const tagsOf = (doc: T) => tagsFor(doc).filter((tag): tag is string => Boolean(tag))
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    // A renamed slug leaves the old URL cached too.
    await expireTags(req, ...tagsOf(doc as T), ...(previousDoc ? tagsOf(previousDoc as T) : []))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireTags(req, ...tagsOf(doc as T))
    return doc
  }
  return { afterChange, afterDelete }
}
