import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { recommenderNamespaces } from '@/i18n/clientNamespaces'

/** The recommender's pages: its form and saved sets read their own messages in the browser. */
export default function RecommenderLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={recommenderNamespaces}>{children}</ClientMessages>
}
