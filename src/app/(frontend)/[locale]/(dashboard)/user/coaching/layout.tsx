import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import {
  coachingNamespaces,
  reviewsNamespaces,
  sessionListNamespaces,
} from '@/i18n/clientNamespaces'

const namespaces = [...coachingNamespaces, ...reviewsNamespaces, ...sessionListNamespaces]

/** A coach's pages: their buttons and the hours form read the coaching messages, the reply form the reviews', the cancel button the sessions'. */
export default function CoachingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={namespaces}>{children}</ClientMessages>
}
