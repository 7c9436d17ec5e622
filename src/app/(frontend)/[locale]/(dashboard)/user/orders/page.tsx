import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { MyOrdersPage } from '@/components/orders/MyOrdersPage'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.orders.title')

/** "My orders": the member's orders, newest first. */
export default async function OrdersPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/orders')
  return <MyOrdersPage user={user} locale={locale} />
}
