import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CoachCard } from '@/components/catalogue/CoachCard'
import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { PackageTiers } from '@/components/catalogue/PackageTiers'
import { LifeBlueprintButton } from '@/components/leads/LifeBlueprintButton'
import { getHousePackages, getSpecialties, listCoaches } from '@/data/coaches'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale
  const t = await getTranslations({ locale, namespace: 'ivy' })
  return pageMetadata({ locale, paths: '/ivy', title: t('title'), description: t('lead') })
}

/** The Ivy offer: the most booked Ivy League coaches and the three Ivy packages; choosing one opens the booking with it. */
export default async function IvyPage({ params }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  const [t, specialties, packages] = await Promise.all([getTranslations('ivy'), getSpecialties(locale), getHousePackages('ivy', locale)])
  const ivyLeague = specialties.find((s) => s.slug === 'ivy-league')
  const coaches = ivyLeague ? (await listCoaches({ q: '', sort: 'popular', specialty: ivyLeague, page: 1 }, locale)).coaches.slice(0, 6) : []
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-fg-muted">{t('lead')}</p>
      </header>

      <PackageTiers
        id="ivy-packages"
        title={t('packagesTitle')}
        packages={packages}
        hrefFor={(pkg) => `/package/${pkg.category}/${pkg.slug}`}
        actionFor={(pkg) => <ConsultationButton plan={pkg.title} label={t('choosePlan')} className="w-full" />}
        className="mt-12"
      />

      {coaches.length > 0 && (
        <section aria-labelledby="ivy-coaches" className="mt-16">
          <h2 id="ivy-coaches" className="text-2xl font-bold">
            {t('coachesTitle')}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {coaches.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="life-blueprint" className="mt-16 rounded-2xl bg-bg-muted p-6 sm:p-10">
        <h2 id="life-blueprint" className="text-2xl font-bold">
          {t('lifeBlueprintTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-fg-muted">{t('lifeBlueprintLead')}</p>
        <div className="mt-6">
          <LifeBlueprintButton />
        </div>
      </section>
    </div>
  )
}
