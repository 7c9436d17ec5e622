/**
 * Public list pages whose state is in the query string: rendered per request from cached data,
 * identical for every visitor (the account link is filled in by the browser), so they say they
 * may be shared and the page cache keeps them.
 */
export const publicListPath =
  /^(?:\/(?:en|zh))?\/(?:search(?:\/specialty\/[^/?]+)?|university|article|compare|study-tour|overseas-study|online-courses|academic-tutoring|employment\/job)\/?$/

/** What they send instead of Next's `private, no-store` for pages rendered per request. */
export const shareableCacheControl = 'public, max-age=0, must-revalidate'
