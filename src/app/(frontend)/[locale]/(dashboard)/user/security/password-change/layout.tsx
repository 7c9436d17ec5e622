import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { accountFieldsNamespaces } from '@/i18n/clientNamespaces'

/** The password change's page: its code and password fields read their words in the browser. */
export default function PasswordChangeLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={accountFieldsNamespaces}>{children}</ClientMessages>
}
