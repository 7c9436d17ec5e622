import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { HeadedSection } from '@/components/page/HeadedSection'
import type { Checkout } from '@/data/checkout'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

import { CheckoutForm } from './CheckoutForm'
import { OrderLines } from './OrderLines'

/**
 * /user/orders/new?package={id}: the package, its coach, the lines the order will have and its
 * total, the sessions it includes, then how to pay and "Place order".
 */
export async function CheckoutPage({
  checkout,
  locale,
}: {
  checkout: Checkout
  locale: AppLocale
}) {
  const [t, tPackages] = await Promise.all([
    getTranslations('dashboard.orders'),
    getTranslations('packages'),
  ])
  const { coach, sessions } = checkout

  return (
    <div className="space-y-4">
      <BackLink href={checkout.package.path}>{checkout.package.title}</BackLink>
      <DashboardPage title={t('checkoutTitle')} lead={t('checkoutLead')}>
        <div className="space-y-8">
          <HeadedSection
            id="checkout-summary"
            title={checkout.package.title}
            className="space-y-4"
            titleClassName="text-xl font-bold break-words"
          >
            <p className="text-fg-muted">
              {coach ? (
                <Link
                  href={`/coach/${coach.slug}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline sm:min-h-0"
                >
                  {tPackages('byCoach', { name: coach.name })}
                </Link>
              ) : (
                tPackages('house')
              )}
            </p>
            <OrderLines
              lines={checkout.lines}
              total={checkout.total}
              currency={checkout.currency}
              locale={locale}
              caption={t('summary')}
            />
            <div className="rounded-xl bg-bg-muted p-4">
              <h3 className="text-sm text-fg-muted">{t('sessionsIncluded')}</h3>
              <p className="mt-1 font-semibold">
                {coach && sessions > 0
                  ? t('sessionsOnline', { count: sessions })
                  : t('sessionsByTeam')}
              </p>
            </div>
          </HeadedSection>
          <CheckoutForm
            packageId={checkout.package.id}
            methods={checkout.methods}
            bankTransferDays={checkout.bankTransferDays}
          />
        </div>
      </DashboardPage>
    </div>
  )
}
