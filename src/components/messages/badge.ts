/** A count as a badge shows it: at most "99+". */
export const badgeNumber = (count: number) => (count > 99 ? '99+' : String(count))

/** The red pill a count of unread messages sits in (the number for the eye; words say it to screen readers). */
export const countBadge =
  'inline-flex items-center justify-center rounded-full bg-danger font-bold text-bg'
