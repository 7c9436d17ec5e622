import type { AppLocale } from '@/i18n/locales'
import { labelOf, type OrderStatus, orderStatuses } from '@/lib/enums'
import { StatusPill } from '@/components/ui/StatusPill'

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
    <StatusPill
      kind="order"
      status={status}
      tone={tones[status]}
      label={labelOf(orderStatuses, status, locale)}
    />
  )
}
