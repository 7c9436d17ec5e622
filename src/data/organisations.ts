import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import type { Organisation, ServiceManager } from '@/payload-types'

import { cachedPublicDoc } from './publicDoc'

/**
 * A certified organisation that shows its public profile, or null. Access lets anonymous visitors
 * read certified organisations only, and the profile fields only once public display is on.
 * Made once per request, however many parts of the page ask.
 */
export const getOrganisation = cache((id: number, locale: AppLocale) =>
  cachedPublicDoc<Organisation>({
    collection: 'organisations',
    where: { and: [{ id: { equals: id } }, { showable: { equals: true } }] },
    depth: 1,
    locale,
    cacheKey: ['organisation', String(id), locale],
    tags: [cacheTags.organisation(id)],
  }),
)

export type ManagerCardData = Pick<
  ServiceManager,
  'id' | 'name' | 'introduction' | 'businessAreaNames' | 'avatar' | 'rating'
>

/** An organisation's service managers by name, as anyone may see them (without phone and e-mail). */
export const getServiceManagers = (organisationId: number, locale: AppLocale) =>
  unstable_cache(
    async (): Promise<ManagerCardData[]> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'service-managers',
        where: { organisation: { equals: organisationId } },
        locale,
        depth: 1,
        limit: 50,
        pagination: false,
        sort: 'name',
        overrideAccess: false,
        select: {
          name: true,
          introduction: true,
          businessAreaNames: true,
          avatar: true,
          rating: true,
        },
      })
      return found.docs as ManagerCardData[]
    },
    ['organisation-managers', String(organisationId), locale],
    // A manager's change expires its organisation's tag.
    { tags: [cacheTags.organisation(organisationId)] },
  )()

export type PartnerCardData = Pick<
  Organisation,
  'id' | 'name' | 'providerType' | 'slogan' | 'logo' | 'country' | 'region'
>

/**
 * The certified organisations that show their public profile, by name in the page's language:
 * the partners /partnership lists. Cached until any organisation changes.
 */
export const listPartners = (locale: AppLocale) =>
  unstable_cache(
    async (): Promise<PartnerCardData[]> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'organisations',
        where: { and: [{ certified: { equals: true } }, { showable: { equals: true } }] },
        locale,
        depth: 1,
        limit: 200,
        pagination: false,
        sort: 'name',
        overrideAccess: false,
        select: {
          name: true,
          providerType: true,
          slogan: true,
          logo: true,
          country: true,
          region: true,
        },
      })
      return found.docs as PartnerCardData[]
    },
    ['partners', locale],
    { tags: [cacheTags.organisations] },
  )()
