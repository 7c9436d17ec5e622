/**
 * What every page-data refresh through swr shares: the same data is fetched again at most every
 * 200 ms, whether asked for by several components at once or by the member coming back to the tab.
 * Passed to each hook rather than through a provider, so pages without swr don't load it.
 */
export const DATA_REFRESH_MIN_DELAY_MS = 200

export const swrOptions = {
  dedupingInterval: DATA_REFRESH_MIN_DELAY_MS,
  focusThrottleInterval: DATA_REFRESH_MIN_DELAY_MS,
} as const
