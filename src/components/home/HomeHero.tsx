import { ArrowRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { Link } from '@/i18n/navigation'

export async function HomeHero({ tagline }: { tagline?: string | null }) {
  const t = await getTranslations('home')
  const header = await getTranslations('header')
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft to-bg">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
        {tagline && <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent">{tagline}</p>}
        <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">{t('title')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-fg-muted">{t('lead')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ConsultationButton>
            <ArrowRight aria-hidden className="size-4" />
          </ConsultationButton>
          <Link
            href="/search"
            className="inline-flex h-12 items-center rounded-full border border-line bg-bg px-6 font-semibold transition-colors hover:bg-bg-muted"
          >
            {header('searchCoaches')}
          </Link>
        </div>
      </div>
    </section>
  )
}
