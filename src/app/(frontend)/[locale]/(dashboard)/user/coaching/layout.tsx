import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { coachingNamespaces } from '@/i18n/clientNamespaces'

/** A coach's pages: their buttons and the hours form read the coaching messages in the browser. */
export default function CoachingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={coachingNamespaces}>{children}</ClientMessages>
}
