/**
 * A navigation started by code (router.push/replace) rather than by a link click: the progress bar
 * listens for this event, since nothing in the DOM tells it such a navigation began.
 */
export const PROGRESS_START_EVENT = 'portal:navigation-start'
/** A navigation signalled that will not happen after all (the work before it failed). */
export const PROGRESS_CANCEL_EVENT = 'portal:navigation-cancel'

/** Tells the progress bar a navigation to `target` (a path with its query) has begun, unless it goes nowhere new. */
export function signalNavigationStart(target: string): void {
  const url = new URL(target, window.location.href)
  if (url.origin !== window.location.origin) return
  // Only the hash changing is no page load: the bar would wait for a URL change that never comes.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return
  window.dispatchEvent(new Event(PROGRESS_START_EVENT))
}

/** Takes back a navigation signalled before work that then failed: the bar goes. */
export function signalNavigationCancel(): void {
  window.dispatchEvent(new Event(PROGRESS_CANCEL_EVENT))
}
