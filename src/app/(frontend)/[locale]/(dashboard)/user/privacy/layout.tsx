import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { privacyNamespaces } from '@/i18n/clientNamespaces'

/** The privacy pages: the consent buttons read their words in the browser. */
export default function PrivacyLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={privacyNamespaces}>{children}</ClientMessages>
}
