import { getTranslations } from 'next-intl/server'

import { HeadedSection } from '@/components/page/HeadedSection'
import { listPartners } from '@/data/organisations'
import type { AppLocale } from '@/i18n/locales'

import { PartnerCard } from './PartnerCard'

/** Under the partnership page's copy: the certified organisations that show their profile (nothing while there are none). */
export async function CertifiedPartners({ locale }: { locale: AppLocale }) {
  const [t, partners] = await Promise.all([
    getTranslations({ locale, namespace: 'listings.partners' }),
    listPartners(locale),
  ])
  if (partners.length === 0) return null
  return (
    <HeadedSection
      id="partners"
      title={t('heading')}
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} locale={locale} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
