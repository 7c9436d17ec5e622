import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from './revalidate'

type TagsFor<T> = (doc: T) => (string | false | null | undefined)[]

/**
 * afterChange/afterDelete hooks that expire the cache tags of the pages showing a document,
 * so a publish in the admin shows on the public site at the next request, in both locales.
 */
export function expireOnChange<T>(tagsFor: TagsFor<T>) {
  const expire = (doc: T) => expireTags(...tagsFor(doc).filter((tag): tag is string => Boolean(tag)))
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
    expire(doc as T)
    // A renamed slug leaves the old URL cached too.
    if (previousDoc) expire(previousDoc as T)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expire(doc as T)
    return doc
  }
  return { afterChange, afterDelete }
}
