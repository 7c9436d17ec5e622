/**
 * A status as a pill (an application's, a booking's, an order's, a review's): its label in the
 * page's language and its tone's classes. `kind` names it for tests (`data-testid="{kind}-status"`).
 */
export function StatusPill({
  kind,
  status,
  tone,
  label,
}: {
  kind: string
  status: string
  tone: string
  label: string
}) {
  return (
    <span
      data-testid={`${kind}-status`}
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tone}`}
    >
      {label}
    </span>
  )
}
