import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags, expireTags } from '@/lib/cache/tags'

/** The policy pages and every member's acceptance check read the cached policy: dropped on save. */
export const expirePolicy: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, cacheTags.policies)
  return doc
}
