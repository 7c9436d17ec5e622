import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { ordersNamespaces } from '@/i18n/clientNamespaces'

/** A member's orders: the checkout reads the orders' words in the browser. */
export default function OrdersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={ordersNamespaces}>{children}</ClientMessages>
}
