import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { coachingNamespaces, sessionListNamespaces } from '@/i18n/clientNamespaces'

const namespaces = [...coachingNamespaces, ...sessionListNamespaces]

/** An organisation's consultations pages: their buttons and the hours form read the coaching and sessions' messages in the browser. */
export default function ConsultationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={namespaces}>{children}</ClientMessages>
}
