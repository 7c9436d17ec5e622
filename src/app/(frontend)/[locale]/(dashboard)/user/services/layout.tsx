import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { publishingNamespaces } from '@/i18n/clientNamespaces'

/** An organisation's publishing pages: the listing forms and applicants read their words in the browser. */
export default function ServicesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={publishingNamespaces}>{children}</ClientMessages>
}
