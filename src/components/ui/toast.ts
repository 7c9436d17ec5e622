import type { ExternalToast } from 'sonner'

let requested = false
const listeners = new Set<() => void>()

/** Fetches sonner with the first toast; the toaster mounted then shows the toasts made before it. */
const sonner = () => {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  return import('sonner').then((module) => module.toast)
}

/**
 * The portal's toasts (sonner's, same arguments): no page pays for them in its first load, only a
 * page that shows one.
 */
export const toast = {
  success: (message: string, data?: ExternalToast) =>
    void sonner().then((show) => show.success(message, data)),
  error: (message: string, data?: ExternalToast) =>
    void sonner().then((show) => show.error(message, data)),
}

/** Whether a toast has been asked for on this page yet (see LazyToaster). */
export const toastRequested = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  current: () => requested,
}
