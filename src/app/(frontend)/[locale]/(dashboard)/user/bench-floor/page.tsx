import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { localeParam } from '@/i18n/localeParam'
import { benchFloorsServed } from '@/app/(bench)/benchFloor'

type Props = { params: Promise<{ locale: string }> }

/** An empty page in the member dashboard's layout (rendered per request), served only with BENCH_FLOORS=1. */
export default async function DashboardLayoutFloor({ params }: Props) {
  setRequestLocale(await localeParam(params))
  if (!benchFloorsServed()) notFound()
  return null
}
