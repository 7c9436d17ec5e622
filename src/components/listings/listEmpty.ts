/** A list's empty state: with filters in use, a way back to the whole list; else that nothing is open yet. */
export const listEmpty = (
  filtered: boolean,
  words: { empty: string; emptyAll: string; clear: string },
  allHref: string,
) =>
  filtered
    ? { message: words.empty, action: { href: allHref, label: words.clear } }
    : { message: words.emptyAll }
