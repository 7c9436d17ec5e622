import { notFound } from 'next/navigation'

import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { CheckoutPage } from '@/components/orders/CheckoutPage'
import { getCheckout } from '@/data/checkout'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ package?: string | string[] }>
}
export const generateMetadata = memberMetadata('dashboard.orders.checkoutTitle')

/** The checkout of a published package (`?package={id}`, from its page): its price, then how to pay. */
export default async function NewOrderPage(props: Props) {
  const id = documentIdParam((await props.searchParams).package)
  if (!id) notFound()
  const { user, locale } = await memberFor(props, `/user/orders/new?package=${id}`)
  const checkout = await getCheckout(user, id, locale)
  if (!checkout) notFound()
  return <CheckoutPage checkout={checkout} locale={locale} />
}
