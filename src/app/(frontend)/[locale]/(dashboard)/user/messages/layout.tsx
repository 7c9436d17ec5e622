import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { messagesNamespaces } from '@/i18n/clientNamespaces'

/** A member's messages: a conversation's page reads the messages' words in the browser. */
export default function MessagesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={messagesNamespaces}>{children}</ClientMessages>
}
