import type { AppLocale } from '@/i18n/locales'
import { labelOf, type OrderStatus, orderStatuses } from '@/lib/enums'

/** Waiting for the member, settled, closed unpaid, money returned: the tones of the other badges. */
const tones: Record<OrderStatus, string> = {
  'awaiting-payment': 'border-accent bg-accent-soft text-fg',
  paid: 'border-success bg-bg text-success',
  expired: 'border-line bg-bg text-fg-muted',
  cancelled: 'border-line bg-bg text-fg-muted',
  refunded: 'border-line bg-bg-muted text-fg',
}

/** An order's status, in the page's language. */
export function OrderStatusBadge({ status, locale }: { status: OrderStatus; locale: AppLocale }) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {labelOf(orderStatuses, status, locale)}
    </span>
  )
}
