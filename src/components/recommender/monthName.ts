type Formatter = {
  dateTime: (date: Date, options: { month: 'long'; timeZone: string }) => string
}

/** A month's name in the reader's language (1 → January, 一月). */
export const monthName = (format: Formatter, month: number) =>
  format.dateTime(new Date(Date.UTC(2026, month - 1, 1)), { month: 'long', timeZone: 'UTC' })
