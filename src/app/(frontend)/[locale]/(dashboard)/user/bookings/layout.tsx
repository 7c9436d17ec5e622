import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { reviewsNamespaces, sessionListNamespaces } from '@/i18n/clientNamespaces'

const namespaces = [...reviewsNamespaces, ...sessionListNamespaces]

/** A student's sessions: the cancel button and the review form read their words in the browser. */
export default function BookingsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={namespaces}>{children}</ClientMessages>
}
