import { cache } from 'react'

import { cachedPublicDoc } from '@/data/publicDoc'
import { getPaymentSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import type { Currency, PaymentMethod } from '@/lib/enums'
import { orderLines } from '@/lib/orders/orderLines'
import { DEFAULT_BANK_TRANSFER_DAYS } from '@/lib/orders/paymentWindow'
import { stripeConfigured } from '@/lib/orders/stripe'
import type { Coach, Package, User } from '@/payload-types'

/** What /user/orders/new shows before the member places the order. */
export type Checkout = {
  /** The package, and its public page to go back to. */
  package: { id: number; title: string; path: string }
  coach: { name: string; slug: string } | null
  /**
   * The lines and total the order will have, as the order's hook will price them from the package
   * (src/collections/Orders/hooks/priceFromPackage.ts, which prices it again when it is placed).
   */
  lines: { description: string; amount: number }[]
  total: number
  currency: Currency
  sessions: number
  /** Stripe first when it is configured; bank transfer always. */
  methods: PaymentMethod[]
  bankTransferDays: number
}

/** A published package by id, cached with the packages until one changes. */
const publishedPackage = cache((id: number, locale: AppLocale) =>
  cachedPublicDoc<Package>({
    collection: 'packages',
    where: { id: { equals: id } },
    depth: 1,
    locale,
    cacheKey: ['package-by-id', String(id), locale],
    tags: [cacheTags.packages, cacheTags.coaches],
  }),
)

/** The checkout of package `id` for the member, or null when it is not published. */
export async function getCheckout(
  user: User,
  id: number,
  locale: AppLocale,
): Promise<Checkout | null> {
  const [pkg, payments] = await Promise.all([
    publishedPackage(id, locale),
    getPaymentSettings(user, locale),
  ])
  if (!pkg) return null
  const { lines, total } = orderLines(pkg, locale)
  const coach = typeof pkg.coach === 'object' ? (pkg.coach as Coach | null) : null
  return {
    package: { id: pkg.id, title: pkg.title, path: `/package/${pkg.category}/${pkg.slug}` },
    coach: coach?.slug ? { name: coach.name, slug: coach.slug } : null,
    lines,
    total,
    currency: pkg.currency ?? 'USD',
    sessions: pkg.sessions ?? 0,
    methods: stripeConfigured() ? ['stripe', 'bank-transfer'] : ['bank-transfer'],
    bankTransferDays: payments.bankTransferDays || DEFAULT_BANK_TRANSFER_DAYS,
  }
}
