import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { commonClientScopes, type MessageScope, pickNamespaces } from '@/i18n/clientNamespaces'

import { MergedMessages } from './MergedMessages'

/**
 * Gives the client components below the messages they read, and no others: every page carries its
 * provider's messages in its HTML. The root layout gives the common namespaces; a subtree that
 * needs more names only those (`also`), which are added to the ones above in the browser, so that
 * no message is sent twice.
 */
export async function ClientMessages({
  also,
  children,
}: {
  also?: readonly MessageScope[]
  children: ReactNode
}) {
  const messages = await getMessages()
  if (also)
    return <MergedMessages messages={pickNamespaces(messages, also)}>{children}</MergedMessages>
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, commonClientScopes)}>
      {children}
    </NextIntlClientProvider>
  )
}
