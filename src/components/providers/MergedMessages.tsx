'use client'

import type { Messages } from 'next-intl'
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { type ReactNode, useMemo } from 'react'

import { mergeMessages } from '@/i18n/clientNamespaces'

/**
 * Adds a subtree's own namespaces to the messages of the provider above, in the browser: a nested
 * provider replaces the one above it, so without this the common messages would be sent in the
 * page a second time.
 */
export function MergedMessages({
  messages,
  children,
}: {
  messages: Partial<Messages>
  children: ReactNode
}) {
  const above = useMessages()
  const locale = useLocale()
  const timeZone = useTimeZone()
  const merged = useMemo(() => mergeMessages(above, messages), [above, messages])
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
