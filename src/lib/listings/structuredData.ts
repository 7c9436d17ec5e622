import { plainText } from '@/lib/richtext/plainText'
import type { Job, Offering } from '@/payload-types'

/**
 * schema.org data for search engines. Fields without a value are left undefined: JSON.stringify
 * leaves them out.
 */

/** The organisation behind a listing, with absolute URLs. */
export type Publisher = { name: string; url?: string; logo?: string }

type Place = Pick<Offering, 'city' | 'country'>

const day = (iso: string | null | undefined) => iso?.slice(0, 10)

const organisation = ({ name, url, logo }: Publisher) => ({
  '@type': 'Organization',
  name,
  url,
  logo,
})

const place = ({ city, country }: Place) => ({
  '@type': 'Place',
  name: city || undefined,
  address: {
    '@type': 'PostalAddress',
    addressLocality: city || undefined,
    addressCountry: country && country !== 'other' ? country : undefined,
  },
})

/** A programme or tour as a `Course` with its price and its one run (dates and place). */
export function courseData(offering: Offering, url: string, provider: Publisher) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: offering.title,
    description: offering.summary || plainText(offering.description) || offering.title,
    url,
    provider: organisation(provider),
    offers:
      typeof offering.price === 'number'
        ? {
            '@type': 'Offer',
            category: offering.price > 0 ? 'Paid' : 'Free',
            price: offering.price,
            priceCurrency: offering.currency ?? 'USD',
            url,
          }
        : undefined,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      startDate: day(offering.startDate),
      endDate: day(offering.endDate),
      location: place(offering),
    },
  }
}

const salaryOf = (job: Job) => {
  if (job.pay === 'unpaid' || (job.salaryMin == null && job.salaryMax == null)) return undefined
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency ?? 'USD',
    value: {
      '@type': 'QuantitativeValue',
      minValue: job.salaryMin ?? undefined,
      maxValue: job.salaryMax ?? undefined,
      unitText: job.salaryPeriod === 'year' ? 'YEAR' : 'MONTH',
    },
  }
}

/** A job or internship as a `JobPosting`; a remote one is telecommuting from its country. */
export function jobPostingData(job: Job, url: string, employer: Publisher) {
  const country = job.country && job.country !== 'other' ? job.country : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: plainText(job.description) || job.title,
    url,
    datePosted: day(job.publishedAt ?? job.createdAt),
    validThrough: job.deadline ?? undefined,
    employmentType: job.type === 'internship' ? 'INTERN' : 'FULL_TIME',
    hiringOrganization: organisation(employer),
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: country
            ? { '@type': 'Country', name: country }
            : undefined,
        }
      : { jobLocation: place(job) }),
    baseSalary: salaryOf(job),
  }
}
