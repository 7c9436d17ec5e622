import { notFound } from 'next/navigation'

import { benchFloorsServed } from '@/app/(bench)/benchFloor'

// Rendered on every request, outside the proxy (its matcher leaves /next alone): what Next costs
// for a page in a root layout of its own (bench/pages.ts).
export const dynamic = 'force-dynamic'

/** An empty page in a bare root layout, served only with BENCH_FLOORS=1. */
export default function BareFloor() {
  if (!benchFloorsServed()) notFound()
  return null
}
