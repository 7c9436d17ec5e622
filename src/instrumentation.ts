/**
 * Runs once when a Next.js server starts (not while building): the listener that applies cache
 * expiries committed by any process, and, unless a separate worker runs them (JOB_RUNNER=worker),
 * the deployment's job runner.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build' ||
    !process.env.DATABASE_URL
  )
    return
  const { startServerBackground } = await import('@/server/background')
  startServerBackground()
}
