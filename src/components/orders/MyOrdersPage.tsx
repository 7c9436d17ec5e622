import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { myOrders } from '@/data/myOrders'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatDate, formatMoney } from '@/lib/format'
import type { User } from '@/payload-types'

import { OrderStatusBadge } from './OrderStatusBadge'

/** /user/orders: the member's orders, newest first, each leading to its own page. */
export async function MyOrdersPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, orders] = await Promise.all([
    getTranslations('dashboard.orders'),
    myOrders(user, locale),
  ])
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      {orders.length === 0 ? (
        <div className="rounded-xl bg-bg-muted p-6" data-testid="orders-empty">
          <p>{t('empty')}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link href="/package" className={buttonClass('secondary')}>
              {t('browsePackages')}
            </Link>
            <Link href="/search" className={buttonClass('secondary')}>
              {t('findCoach')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li
              key={order.id}
              data-testid="order"
              className="relative rounded-xl border border-line p-4 hover:bg-bg-muted sm:p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <h2 className="font-semibold break-words">
                    {/* The whole card is the link's target; its words stay the title's. */}
                    <Link
                      href={`/user/orders/${order.id}`}
                      className="text-brand after:absolute after:inset-0 after:rounded-xl hover:underline"
                    >
                      {order.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-fg-muted">
                    {t('reference', { reference: order.reference })}
                    {' · '}
                    {t('orderedOn', { date: formatDate(order.createdAt, locale) })}
                  </p>
                  <p className="font-bold">{formatMoney(order.amount, order.currency, locale)}</p>
                </div>
                <OrderStatusBadge status={order.status} locale={locale} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  )
}
