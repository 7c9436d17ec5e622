import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/providers/ClientMessages'
import { dataExportNamespaces } from '@/i18n/clientNamespaces'

/** The data export's page: its panel reads its words in the browser. */
export default function DataExportLayout({ children }: { children: ReactNode }) {
  return <ClientMessages also={dataExportNamespaces}>{children}</ClientMessages>
}
