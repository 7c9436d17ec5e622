import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { commonClientNamespaces, pickNamespaces } from '@/i18n/clientNamespaces'

type Namespace = Parameters<typeof pickNamespaces>[1][number]

/**
 * Gives the client components below the messages they read, and no others: every page carries its
 * provider's messages in its HTML. `also` adds a subtree's own namespaces to the common ones (a
 * nested provider replaces the one above, it does not add to it).
 */
export async function ClientMessages({
  also = [],
  children,
}: {
  also?: readonly Namespace[]
  children: ReactNode
}) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider
      messages={pickNamespaces(messages, [...commonClientNamespaces, ...also])}
    >
      {children}
    </NextIntlClientProvider>
  )
}
