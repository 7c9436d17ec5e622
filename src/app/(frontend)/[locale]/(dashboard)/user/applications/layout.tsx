import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { applicationsNamespaces } from '@/i18n/clientNamespaces'

/** A member's applications: the list reads the applications' words in the browser. */
export default function ApplicationsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={applicationsNamespaces}>{children}</ClientMessages>
}
