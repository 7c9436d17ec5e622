/**
 * Adds a maps service's script or stylesheet to the page once, however many maps ask for it, and
 * says whether it arrived. A failure or no answer within `timeoutMs` resolves false: the caller
 * keeps its fallback, and nothing is thrown or logged.
 */
const loads = new Map<string, Promise<boolean>>()

type Options = { integrity?: string; timeoutMs?: number }

function load(
  url: string,
  create: () => HTMLScriptElement | HTMLLinkElement,
  { integrity, timeoutMs = 8000 }: Options,
): Promise<boolean> {
  let pending = loads.get(url)
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      const element = create()
      const timer = window.setTimeout(() => resolve(false), timeoutMs)
      const done = (ok: boolean) => {
        window.clearTimeout(timer)
        resolve(ok)
      }
      element.addEventListener('load', () => done(true), { once: true })
      element.addEventListener('error', () => done(false), { once: true })
      element.dataset.maps = ''
      if (integrity) {
        element.integrity = integrity
        element.crossOrigin = 'anonymous'
      }
      document.head.append(element)
    })
    loads.set(url, pending)
  }
  return pending
}

export const loadScript = (src: string, options: Options = {}) =>
  load(
    src,
    () => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      return script
    },
    options,
  )

export const loadStylesheet = (href: string, options: Options = {}) =>
  load(
    href,
    () => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      return link
    },
    options,
  )
