import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and during hydration, true once React runs the page. Forms that only
 * work with script keep their button disabled until then: a native submission before hydration
 * would put the fields (a password too) into the URL and reload the page empty.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
