import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { localeParam } from '@/i18n/localeParam'
import { benchFloorsServed } from '@/app/(bench)/benchFloor'

// Rendered on every request: what the site layout costs by itself (bench/pages.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

/** An empty page in the site layout, served only with BENCH_FLOORS=1. */
export default async function SiteLayoutFloor({ params }: Props) {
  setRequestLocale(await localeParam(params))
  if (!benchFloorsServed()) notFound()
  return null
}
