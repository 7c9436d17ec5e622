import { unstable_cache } from 'next/cache'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/revalidate'
import { getPayloadClient } from '@/lib/payload'
import type { SiteSetting } from '@/payload-types'

/** Site settings as the public may read them, cached per locale until an editor saves. */
export const getSiteSettings = (locale: AppLocale): Promise<SiteSetting> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })
    },
    ['site-settings', locale],
    { tags: [cacheTags.siteSettings] },
  )()

/** The brand for titles and the header, with the spec's default when not yet set. */
export const brandName = (settings: Pick<SiteSetting, 'brandName'>, locale: AppLocale) =>
  settings.brandName || (locale === 'zh' ? '育桥教育' : 'EduBridge')
