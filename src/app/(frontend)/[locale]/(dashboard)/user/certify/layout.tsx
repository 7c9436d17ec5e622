import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { certifyNamespaces } from '@/i18n/clientNamespaces'

/** The certification pages: their forms read the certification messages in the browser. */
export default function CertifyLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={certifyNamespaces}>{children}</ClientMessages>
}
