/*
 * Intl formatters kept per locale and options, process-wide (and page-wide in a browser). Making
 * one is the slow part of formatting: a `new Intl.NumberFormat` for each price cost a page of
 * twelve coach cards about a millisecond of CPU per render; formatting with a kept one costs
 * microseconds. The options come from code and from zones validated as real ones, so the kept
 * set stays small; it is bounded all the same.
 */

const MAX_KEPT = 500

function keeper<F, O>(make: (locale: string, options: O) => F) {
  const kept = new Map<string, F>()
  return (locale: string, options: O): F => {
    const key = `${locale}|${JSON.stringify(options)}`
    let formatter = kept.get(key)
    if (!formatter) {
      formatter = make(locale, options)
      // The oldest goes first; nothing in the portal comes near this many.
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
      kept.set(key, formatter)
    }
    return formatter
  }
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = keeper(
  (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
    new Intl.DateTimeFormat(locale, options),
)

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = keeper(
  (locale: string, options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, options),
)
