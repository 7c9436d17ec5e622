import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import type { SiteSetting, User } from '@/payload-types'

/**
 * Site settings as the public may read them, cached per locale until an editor saves.
 * Made once per request, however many parts of the page ask.
 */
export const getSiteSettings = cache((locale: AppLocale): Promise<SiteSetting> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })
    },
    ['site-settings', locale],
    { tags: [cacheTags.siteSettings] },
  )(),
)

/**
 * The bank-transfer settings (instructions, days to pay), which only signed-in accounts may read:
 * read as the member, per request, so they never reach a shared cache or a visitor's page.
 */
export async function getPaymentSettings(
  user: User,
  locale: AppLocale,
): Promise<NonNullable<SiteSetting['payments']>> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    depth: 0,
    select: { payments: true },
    user,
    overrideAccess: false,
  })
  return settings.payments ?? {}
}

export { brandName } from '@/lib/brand'
