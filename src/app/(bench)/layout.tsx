import type { ReactNode } from 'react'

/** A root layout of nothing but the document, for the bare floor of bench/pages.ts. */
export default function BareRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
