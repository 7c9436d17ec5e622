import { CalendarPlus } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { BackLink } from '@/components/catalogue/BackLink'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { HeadedSection } from '@/components/page/HeadedSection'
import { buttonClass } from '@/components/ui/buttonStyles'
import { type MyOrder, sessionsOpen } from '@/data/myOrders'
import { getPaymentSettings } from '@/data/siteSettings'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { displayTimeZone, momentText } from '@/lib/booking/zonedTime'
import { labelOf, paymentMethods, transactionKinds } from '@/lib/enums'
import { formatDate, formatMoney } from '@/lib/format'
import type { User } from '@/payload-types'

import { CancelOrderButton } from './CancelOrderButton'
import { OrderLines } from './OrderLines'
import { OrderStatusBadge } from './OrderStatusBadge'
import { PaymentPending } from './PaymentPending'
import { PayNowButton } from './PayNowButton'

/** The status's box takes the focus once the order is cancelled (its button is gone). */
const STATUS = 'order-status'
const sectionTitle = 'text-lg font-semibold'

type T = Awaited<ReturnType<typeof getTranslations<'dashboard.orders'>>>

/**
 * /user/orders/{id}: the order's lines and status; awaiting payment, how to pay (the bank details
 * and the reference to write, or Stripe's page again) and the way to cancel; paid, its sessions
 * and the way to book them; and its payments and refunds. `justPaid`: back from Stripe's page.
 */
export async function OrderPage({
  order,
  user,
  locale,
  justPaid,
}: {
  order: MyOrder
  user: User
  locale: AppLocale
  justPaid: boolean
}) {
  const awaiting = order.status === 'awaiting-payment'
  const [t, payments] = await Promise.all([
    getTranslations('dashboard.orders'),
    awaiting && order.paymentMethod === 'bank-transfer' ? getPaymentSettings(user, locale) : null,
  ])
  // Stripe has taken the payment and its word is on the way: nothing to pay or cancel meanwhile.
  const confirming = justPaid && awaiting && order.paymentMethod === 'stripe'
  const closedAt = order.refundedAt ?? order.paidAt ?? order.cancelledAt
  const closedOn =
    order.status === 'refunded' ? 'refundedOn' : order.status === 'paid' ? 'paidOn' : 'closedOn'

  return (
    <div className="space-y-4">
      <BackLink href="/user/orders">{t('backToOrders')}</BackLink>
      <DashboardPage title={t('reference', { reference: order.reference })} lead={order.title}>
        <div className="space-y-8">
          {justPaid && (confirming || order.status === 'paid') && (
            <p
              role="status"
              className="rounded-xl bg-brand-soft p-4 font-medium"
              data-testid="order-payment-notice"
            >
              {confirming ? <PaymentPending /> : t('paidThanks')}
            </p>
          )}

          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t('status')}>
              <div
                id={STATUS}
                tabIndex={-1}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 outline-none"
              >
                <OrderStatusBadge status={order.status} locale={locale} />
                {closedAt && order.status !== 'awaiting-payment' && (
                  <span className="text-sm text-fg-muted">
                    {t(closedOn, { date: formatDate(closedAt, locale) })}
                  </span>
                )}
              </div>
            </Fact>
            <Fact label={t('method')}>{labelOf(paymentMethods, order.paymentMethod, locale)}</Fact>
            <Fact label={t('coach')}>
              {order.coach ? (
                <Link
                  href={`/coach/${order.coach.slug}`}
                  className="inline-flex min-h-11 items-center text-brand hover:underline sm:min-h-0"
                >
                  {order.coach.name}
                </Link>
              ) : (
                t('ourTeam')
              )}
            </Fact>
            <Fact label={t('date')}>{formatDate(order.createdAt, locale)}</Fact>
          </dl>

          <HeadedSection id="order-summary" title={t('summary')} titleClassName={sectionTitle}>
            <div className="mt-2">
              <OrderLines
                lines={order.lines}
                total={order.amount}
                currency={order.currency}
                locale={locale}
                caption={t('summary')}
              />
            </div>
          </HeadedSection>

          {awaiting && !confirming && (
            <HeadedSection
              id="order-pay"
              title={t('payHeading')}
              className="space-y-4"
              titleClassName={sectionTitle}
            >
              {order.expiresAt && (
                <p data-testid="order-deadline">
                  {t.rich('payBy', {
                    deadline: momentText(order.expiresAt, displayTimeZone(null, locale), locale),
                    when: (text) => (
                      <time dateTime={order.expiresAt ?? undefined} className="font-semibold">
                        {text}
                      </time>
                    ),
                  })}
                </p>
              )}
              {payments ? (
                <BankTransfer
                  reference={order.reference}
                  instructions={payments.bankTransferInstructions?.trim() || null}
                  t={t}
                />
              ) : (
                <div className="space-y-3">
                  <p>{t('stripeNote')}</p>
                  <PayNowButton id={order.id} />
                </div>
              )}
              <CancelOrderButton id={order.id} reference={order.reference} statusId={STATUS} />
            </HeadedSection>
          )}

          {(order.status === 'paid' || awaiting) && <Sessions order={order} t={t} />}

          {order.transactions.length > 0 && (
            <HeadedSection
              id="order-transactions"
              title={t('transactions')}
              titleClassName={sectionTitle}
            >
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="order-transactions">
                  <thead className="text-fg-muted">
                    <tr className="border-b border-line">
                      {[t('kind'), t('amount'), t('through'), t('date')].map((label) => (
                        <th key={label} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {order.transactions.map((entry) => (
                      <tr key={entry.id} className="border-b border-line last:border-0">
                        <td className="py-3 pr-4 font-semibold">
                          {labelOf(transactionKinds, entry.kind, locale)}
                        </td>
                        <td className="py-3 pr-4 whitespace-nowrap">
                          {formatMoney(entry.amount, entry.currency, locale)}
                        </td>
                        <td className="py-3 pr-4">
                          {labelOf(paymentMethods, entry.provider, locale)}
                        </td>
                        <td className="py-3">
                          <time dateTime={entry.at}>{formatDate(entry.at, locale)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </HeadedSection>
          )}

          {(order.status === 'expired' || order.status === 'cancelled') && order.package && (
            <Link
              href={`/user/orders/new?package=${order.package.id}`}
              className={buttonClass('secondary', 'w-full sm:w-auto')}
            >
              {t('orderAgain')}
            </Link>
          )}
        </div>
      </DashboardPage>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-bg-muted p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 font-semibold break-words">{children}</dd>
    </div>
  )
}

/** The bank details from the site settings as staff wrote them (line breaks kept), and the reference to write. */
function BankTransfer({
  reference,
  instructions,
  t,
}: {
  reference: string
  instructions: string | null
  t: T
}) {
  return (
    <div className="rounded-xl border border-line p-4 sm:p-5" data-testid="bank-transfer">
      <h3 className="font-semibold">{t('bankDetails')}</h3>
      <p className="mt-2 break-words whitespace-pre-line" data-testid="bank-instructions">
        {instructions ?? t('noInstructions')}
      </p>
      <p className="mt-4">
        {t.rich('writeReference', {
          reference,
          ref: (text) => (
            <strong className="rounded bg-bg-muted px-1.5 py-0.5 font-mono">{text}</strong>
          ),
        })}
      </p>
      <p className="mt-2 text-sm text-fg-muted">{t('bankConfirmed')}</p>
    </div>
  )
}

/**
 * The order's sessions: paid, how many are booked and the way to book the next with its coach (a
 * house package's, or one without online sessions, our team arranges); awaiting payment, the
 * first one's time may be held already.
 */
function Sessions({ order, t }: { order: MyOrder; t: T }) {
  const online = Boolean(order.coach) && order.sessions > 0
  if (!online && order.status !== 'paid') return null
  const open = sessionsOpen(order)
  const book = (label: string) =>
    order.coach && (
      <Link
        href={`/coach/${order.coach.slug}/book?order=${order.id}`}
        className={buttonClass('primary', 'w-full sm:w-auto')}
        data-testid="order-book-session"
      >
        <CalendarPlus aria-hidden className="size-5 shrink-0" />
        {label}
      </Link>
    )
  const mySessions = (
    <Link href="/user/bookings" className={buttonClass('secondary', 'w-full sm:w-auto')}>
      {t('seeSessions')}
    </Link>
  )
  return (
    <HeadedSection
      id="order-sessions"
      title={t('sessions')}
      className="space-y-3"
      titleClassName={sectionTitle}
    >
      {!online ? (
        <p>{t('teamSchedules')}</p>
      ) : order.status === 'paid' ? (
        <>
          <p data-testid="order-sessions-booked">
            {t('sessionsBooked', { booked: order.booked, total: order.sessions })}
          </p>
          {open > 0 ? (
            book(t('bookSession'))
          ) : (
            <>
              <p>{t('allBooked')}</p>
              {mySessions}
            </>
          )}
        </>
      ) : open > 0 ? (
        <>
          <p>{t('holdFirst')}</p>
          {book(t('chooseFirst'))}
        </>
      ) : (
        <>
          <p>{t('firstHeld')}</p>
          {mySessions}
        </>
      )}
    </HeadedSection>
  )
}
