/** The most days of slots one request lists (six weeks: a month view and its edges). */
export const SLOT_RANGE_DAYS = 42
