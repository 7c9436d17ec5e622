import { Link } from '@/i18n/navigation'

export type FilterOption = { key: string; label: string; href: string; active: boolean }

/** A row of filter links; the active one is marked for assistive technology and by colour. */
export function ListFilterPills({
  options,
  labelledBy,
}: {
  options: FilterOption[]
  labelledBy?: string
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map(({ key, label, href, active }) => (
        <li key={key}>
          <Link
            href={href}
            aria-current={active ? 'page' : undefined}
            className={`inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              active
                ? 'border-brand bg-brand text-brand-fg'
                : 'border-line bg-bg-elevated hover:bg-bg-muted'
            }`}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
