import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { organisationNamespaces } from '@/i18n/clientNamespaces'

/** An organisation's profile pages: their forms read the organisation's words in the browser. */
export default function OrganisationLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={organisationNamespaces}>{children}</ClientMessages>
}
