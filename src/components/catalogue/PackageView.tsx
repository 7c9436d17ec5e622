import { Check } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { OrderPackageLink } from '@/components/orders/OrderPackageLink'
import { HeadedSection } from '@/components/page/HeadedSection'
import { PackageRating } from '@/components/reviews/PackageRating'
import { RichText } from '@/components/richtext/RichText'
import { Link } from '@/i18n/navigation'
import type { Coach, Package } from '@/payload-types'

import { ConsultationButton } from './ConsultationButton'
import { StartConsultation } from './StartConsultation'
import { PackagePanel } from './PackagePanel'

// The English messages are lower case; the heading raises their first letter.
const sectionTitle = 'text-xl font-bold first-letter:uppercase'

/**
 * A package page: description and services included, with the price panel beside them, "Order this
 * package" and "Start Free Consultation" with the package's coach (a time in their calendar when
 * `bookable`).
 */
export async function PackageView({ pkg, bookable }: { pkg: Package; bookable: boolean }) {
  const t = await getTranslations('packages')
  const coach = typeof pkg.coach === 'object' ? (pkg.coach as Coach | null) : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <article>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{pkg.title}</h1>
          <p className="mt-2 text-fg-muted">
            {coach ? (
              <Link
                href={`/coach/${coach.slug}`}
                className="font-semibold text-brand hover:underline"
              >
                {t('byCoach', { name: coach.name })}
              </Link>
            ) : (
              t('house')
            )}
          </p>
          {coach && <PackageRating pkg={pkg} coach={coach} />}
          {pkg.summary && <p className="mt-6 text-lg">{pkg.summary}</p>}
          <HeadedSection
            id="package-description"
            title={t('packageDescription')}
            className="mt-10"
            titleClassName={sectionTitle}
          >
            <RichText data={pkg.description} className="mt-4" />
          </HeadedSection>
          {pkg.services && pkg.services.length > 0 && (
            <HeadedSection
              id="services-included"
              title={t('servicesIncluded')}
              className="mt-10"
              titleClassName={sectionTitle}
            >
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {pkg.services.map((s) => (
                  <li key={s.id ?? s.item} className="flex gap-2 rounded-xl border border-line p-3">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                    {s.item}
                  </li>
                ))}
              </ul>
            </HeadedSection>
          )}
        </article>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PackagePanel pkg={pkg}>
            <div className="space-y-3">
              <OrderPackageLink id={pkg.id} />
              {coach?.slug ? (
                <StartConsultation
                  coach={coach.slug}
                  bookable={bookable}
                  plan={pkg.title}
                  appearance="secondary"
                />
              ) : (
                <ConsultationButton plan={pkg.title} appearance="secondary" className="w-full" />
              )}
            </div>
          </PackagePanel>
        </div>
      </div>
    </div>
  )
}
