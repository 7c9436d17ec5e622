import type { ReactNode } from 'react'

/** A dashboard page: its title (the page's h1), a lead, and its content in a card. */
export function DashboardPage({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <section className="rounded-2xl border border-line bg-bg-elevated p-5 sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {lead && <p className="mt-2 text-fg-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}
