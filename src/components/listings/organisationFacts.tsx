import { getTranslations } from 'next-intl/server'

import { websiteOf } from '@/components/catalogue/universityFacts'
import type { AppLocale } from '@/i18n/locales'
import { employeeCountBands, industries, labelOf, providerTypes } from '@/lib/enums'
import type { Organisation } from '@/payload-types'

import { ExternalLink } from './ExternalLink'
import type { Fact } from './FactList'
import { placeText } from './listingFacts'

const contactLink = 'text-brand underline-offset-4 hover:underline'

/** What an organisation's profile lists about it: kind, size, place and how to reach it. */
export async function organisationFacts(
  organisation: Organisation,
  locale: AppLocale,
): Promise<Fact[]> {
  const t = await getTranslations({ locale, namespace: 'listings.profile' })
  const website = websiteOf(organisation.website)
  const { contactEmail: email, contactPhone: phone } = organisation
  return [
    {
      key: 'type',
      term: t('type'),
      value: labelOf(providerTypes, organisation.providerType, locale),
    },
    {
      key: 'industry',
      term: t('industry'),
      value: labelOf(industries, organisation.industry, locale),
    },
    { key: 'established', term: t('established'), value: organisation.establishmentYear },
    {
      key: 'employees',
      term: t('employees'),
      value: labelOf(employeeCountBands, organisation.employeeCount, locale),
    },
    { key: 'location', term: t('location'), value: placeText(organisation, locale) },
    { key: 'address', term: t('address'), value: organisation.address },
    {
      key: 'website',
      term: t('website'),
      value: website && <ExternalLink href={website.href}>{website.label}</ExternalLink>,
    },
    {
      key: 'email',
      term: t('email'),
      value: email && (
        <a href={`mailto:${email}`} className={contactLink}>
          {email}
        </a>
      ),
    },
    {
      key: 'phone',
      term: t('phone'),
      value: phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={contactLink}>
          {phone}
        </a>
      ),
    },
  ]
}
