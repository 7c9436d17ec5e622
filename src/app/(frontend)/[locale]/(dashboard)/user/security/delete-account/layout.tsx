import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { deleteAccountNamespaces } from '@/i18n/clientNamespaces'

/** The account deletion's page: its form reads its words in the browser. */
export default function DeleteAccountLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={deleteAccountNamespaces}>{children}</ClientMessages>
}
