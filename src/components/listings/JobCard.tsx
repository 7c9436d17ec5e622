import { Building2, Globe, MapPin, Wallet } from '@/components/ui/icons'

import type { JobCardData } from '@/data/listings'
import type { AppLocale } from '@/i18n/locales'
import { industries, jobTypes, labelOf } from '@/lib/enums'
import { listingPaths } from '@/lib/listings/pages'

import { type CardFact, ListingCard } from './ListingCard'
import { listingWords, placeText } from './listingFacts'
import { organisationOf } from './organisationOf'

type Props = { job: JobCardData; locale: AppLocale; headingLevel?: 2 | 3 }

/** A job or internship in a list: where (or remote), the industry and the pay. */
export async function JobCard({ job, locale, headingLevel }: Props) {
  const words = await listingWords(locale)
  const facts: CardFact[] = [
    { key: 'place', icon: MapPin, text: placeText(job, locale) },
    { key: 'remote', icon: Globe, text: job.remote ? words.t('remote') : null },
    { key: 'industry', icon: Building2, text: labelOf(industries, job.industry, locale) },
    { key: 'pay', icon: Wallet, text: words.pay(job) },
  ].filter((fact) => fact.text)
  return (
    <ListingCard
      href={listingPaths.job(job.id)}
      kind={labelOf(jobTypes, job.type, locale)}
      title={job.title}
      organisationName={organisationOf(job)?.name}
      facts={facts}
      headingLevel={headingLevel}
    />
  )
}
