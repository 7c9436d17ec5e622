/**
 * Whether the empty pages bench/pages.ts measures the layouts by are served: only in a portal
 * started with BENCH_FLOORS=1 (else they are not found). Each renders nothing inside its layout
 * on every request, so its rate is what that layout alone costs: the root layout of its own (the
 * bare floor), the site layout (header and footer) and the member dashboard's.
 */
export const benchFloorsServed = () => process.env.BENCH_FLOORS === '1'
