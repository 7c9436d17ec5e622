import { SearchX } from '@/components/ui/icons'

import { Link } from '@/i18n/navigation'

/** What a list shows when nothing matches, with a way back to the whole list. */
export function ListEmptyState({
  message,
  action,
}: {
  message: string
  action?: { href: string; label: string }
}) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-line bg-bg-muted px-6 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-fg-muted" />
      <p className="mt-4 text-lg font-medium">{message}</p>
      {action && (
        <Link
          href={action.href}
          className="mt-6 inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
        >
          {action.label}
        </Link>
      )}
    </div>
  )
}
