import { notFound } from 'next/navigation'

import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { OrderPage } from '@/components/orders/OrderPage'
import { myOrder } from '@/data/myOrders'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<{ paid?: string | string[] }>
}
export const generateMetadata = memberMetadata('dashboard.orders.detailTitle')

/** One of the member's orders: how to pay it, its sessions, its payments (another's is not found). */
export default async function OrderDetailPage(props: Props) {
  const id = documentIdParam((await props.params).id)
  if (!id) notFound()
  const { user, locale } = await memberFor(props, `/user/orders/${id}`)
  const order = await myOrder(user, id, locale)
  if (!order) notFound()
  // Stripe's page sends the member back with ?paid=1 once they paid.
  const { paid } = await props.searchParams
  return <OrderPage order={order} user={user} locale={locale} justPaid={paid === '1'} />
}
