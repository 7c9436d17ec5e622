import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags, expireTags } from '@/lib/cache/revalidate'

/** Header, footer and figures appear on every page: drop their cached copy on save. */
export const expireSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, cacheTags.siteSettings)
  return doc
}
