import type { PayloadRequest } from 'payload'

import type { AuditEvent } from '@/lib/enums'
import { ipFromHeaders } from '@/lib/http/clientIp'

export type AuditRecord = {
  event: AuditEvent
  /** Who acted, when the request does not carry them yet (a sign-in); else the request's account. */
  actor?: number
  /** Whose data or account it concerns, when that is a member. */
  member?: number | null
  /** The document acted on. */
  target?: { collection: string; id: number | string }
  /** What changed, e.g. `{ from, to }`: ids and values, never names, e-mail addresses or file names. */
  details?: Record<string, unknown>
}

/**
 * Appends one entry to the audit trail: who (the request's account, none for the system), from
 * which address, when. Given a hook's `req`, it commits or rolls back with the change it records.
 * The system writes it; no account can (the collection refuses every door).
 */
export async function recordAudit(req: PayloadRequest, record: AuditRecord): Promise<void> {
  await req.payload.create({
    collection: 'audit-entries',
    data: {
      event: record.event,
      actor: record.actor ?? (typeof req.user?.id === 'number' ? req.user.id : null),
      member: record.member ?? null,
      targetCollection: record.target?.collection ?? null,
      targetId: record.target ? String(record.target.id) : null,
      details: record.details ?? null,
      ipAddress: req.headers ? ipFromHeaders(req.headers) : null,
    },
    req,
    overrideAccess: true,
  })
}
