import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { coachingNamespaces } from '@/i18n/clientNamespaces'

/** An organisation's consultations pages: their buttons and the hours form read the coaching messages in the browser. */
export default function ConsultationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={coachingNamespaces}>{children}</ClientMessages>
}
