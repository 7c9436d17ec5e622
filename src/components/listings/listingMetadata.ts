import type { Metadata } from 'next'

import type { AppLocale } from '@/i18n/locales'
import { listingPaths } from '@/lib/listings/pages'
import { plainText } from '@/lib/richtext/plainText'
import { pageMetadata } from '@/lib/seo/metadata'
import type { Job, Offering, Organisation, OrganisationImage } from '@/payload-types'

/** A search-result length description. */
const describe = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text)

const imageOf = (image: number | OrganisationImage | null | undefined) =>
  typeof image === 'object' && image ? (image.sizes?.card?.url ?? image.url) : undefined

export const offeringMetadata = (offering: Offering, locale: AppLocale): Metadata =>
  pageMetadata({
    locale,
    paths: listingPaths.offering(offering.id),
    title: offering.title,
    description: offering.summary || describe(plainText(offering.description)),
    image: imageOf(offering.cover),
  })

export const jobMetadata = (job: Job, locale: AppLocale): Metadata =>
  pageMetadata({
    locale,
    paths: listingPaths.job(job.id),
    title: job.title,
    description: describe(plainText(job.description)),
    image: typeof job.organisation === 'object' ? imageOf(job.organisation.logo) : undefined,
  })

export const organisationMetadata = (organisation: Organisation, locale: AppLocale): Metadata =>
  pageMetadata({
    locale,
    paths: listingPaths.organisation(organisation.id),
    title: organisation.name,
    description: organisation.slogan || describe(organisation.description ?? ''),
    image: imageOf(organisation.logo),
  })
