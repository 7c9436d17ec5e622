import type { AppLocale } from '@/i18n/locales'
import { listingPaths } from '@/lib/listings/pages'
import type { Publisher } from '@/lib/listings/structuredData'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Organisation } from '@/payload-types'

/** An absolute URL of a page of this site in a language. */
export const absoluteUrl = (path: string, locale: AppLocale) =>
  siteUrl() + localizedPath(path, locale)

/** The organisation for structured data: its name, its public profile and its logo, as absolute URLs. */
export function publisherOf(organisation: Organisation | null, locale: AppLocale): Publisher {
  if (!organisation) return { name: '' }
  const logo = typeof organisation.logo === 'object' ? organisation.logo?.url : null
  return {
    name: organisation.name,
    url: organisation.showable
      ? absoluteUrl(listingPaths.organisation(organisation.id), locale)
      : undefined,
    logo: logo ? siteUrl() + logo : undefined,
  }
}
