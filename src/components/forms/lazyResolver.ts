import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { withBrowserZod } from './browserZod'

type Schema = z.ZodType<FieldValues, FieldValues>

/**
 * A react-hook-form resolver checking with the schema `load` gives, loading it (and the zod
 * resolver) on first use, so zod stays out of the page's first load; a failed load is tried again
 * at the next check. `preload` starts the load early (once the page runs) without checking.
 */
export function lazyResolver<S extends Schema>(load: () => Promise<S>) {
  type Checker = Resolver<z.input<S>, unknown, z.output<S>>
  let loading: Promise<Checker> | undefined
  const checker = () =>
    (loading ??= Promise.all([withBrowserZod(load), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Checker,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver: Checker = async (values, context, options) =>
    (await checker())(values, context, options)
  return { resolver, preload: () => void checker().catch(() => {}) }
}
