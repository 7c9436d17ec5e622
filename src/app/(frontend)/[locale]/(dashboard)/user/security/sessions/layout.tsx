import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { signInSessionsNamespaces } from '@/i18n/clientNamespaces'

/** The signed-in devices' page: its buttons read their words in the browser. */
export default function SignInSessionsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={signInSessionsNamespaces}>{children}</ClientMessages>
}
