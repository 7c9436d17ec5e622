import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags, expireTags } from '@/lib/cache/tags'
import { resolveMapConfig } from '@/lib/maps/config'
import { rememberMapConfig } from '@/lib/maps/csp'
import type { SiteSetting } from '@/payload-types'

/**
 * Header, footer and figures appear on every page: drop their cached copy on save. The maps
 * service may have changed too: this process's policy header follows at once (the others within
 * seconds, see src/lib/maps/csp.ts).
 */
export const expireSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, cacheTags.siteSettings)
  rememberMapConfig(resolveMapConfig((doc as SiteSetting).maps))
  return doc
}
