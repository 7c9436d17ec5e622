/**
 * Loads code that builds zod schemas in the browser, with zod's compiled parsers switched off
 * first: zod probes for them with `new Function`, which the content security policy forbids, and
 * the browser reports every such probe as a violation. Schemas built before this would probe, so
 * every browser-side schema load goes through here.
 */
export const withBrowserZod = <T>(load: () => Promise<T>): Promise<T> =>
  import('zod/v4/core').then(({ config }) => {
    config({ jitless: true })
    return load()
  })
