import { getTranslations } from 'next-intl/server'

import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { PackageTiers } from '@/components/catalogue/PackageTiers'
import { OrderPackageLink } from '@/components/orders/OrderPackageLink'
import { consultationServiceFor } from '@/lib/leads/packageService'
import type { Package, PackageTiersBlock as Props } from '@/payload-types'

/**
 * Packages side by side; choosing one opens the booking with "You have selected the “{plan}”
 * package…" and its service chosen; each can also be ordered at once.
 */
export async function PackageTiersBlock({ id, heading, lead, packages, actionLabel }: Props) {
  const t = await getTranslations('blocks')
  // Unpublished packages come back as bare ids: they are left out.
  const published = (packages ?? []).filter((p): p is Package => typeof p === 'object')
  if (published.length === 0) return null
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PackageTiers
        id={`block-${id ?? 'packages'}`}
        title={heading || t('packagesTitle')}
        lead={lead}
        packages={published}
        hrefFor={(pkg) => `/package/${pkg.category}/${pkg.slug}`}
        actionFor={(pkg) => (
          <>
            <ConsultationButton
              plan={pkg.title}
              service={consultationServiceFor(pkg.category)}
              label={actionLabel || t('choosePlan')}
              className="w-full"
            />
            <OrderPackageLink id={pkg.id} title={pkg.title} appearance="secondary" />
          </>
        )}
      />
    </div>
  )
}
