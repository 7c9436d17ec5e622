import { hasRole } from '@/lib/auth/roles'

/** Payload's job endpoints (run, queue, cancel over HTTP) are for admins only; the job runner needs none. */
export const adminRunsJobs = ({
  req,
}: {
  req: { user?: { roles?: readonly string[] | null } | null }
}) => hasRole(req.user, 'admin')
