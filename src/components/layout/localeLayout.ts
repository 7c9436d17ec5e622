import type { ReactNode } from 'react'

/** What Next hands every layout under `[locale]`: the page below it and the route's params. */
export type LocaleLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }
