import { setRequestLocale } from 'next-intl/server'

import { AdvisorCarousel } from '@/components/home/AdvisorCarousel'
import { FiguresSection } from '@/components/home/FiguresSection'
import { HomeHero } from '@/components/home/HomeHero'
import { SectionLinks } from '@/components/home/SectionLinks'
import { getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'

/** Home: the offer, the advisor carousel, the marketing figures from site settings, and the ways into each section. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  return (
    <>
      <HomeHero tagline={settings.tagline} />
      <AdvisorCarousel locale={locale} />
      <FiguresSection figures={settings.figures ?? []} />
      <SectionLinks />
    </>
  )
}
