import { stringify } from 'csv-stringify/sync'
import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { type AuditCsvRange, auditCsvRangeSchema, createdWithin } from '@/lib/audit/csvRange'
import { hasRole } from '@/lib/auth/roles'
import { auditEvents } from '@/lib/enums'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import type { AuditEntry, User } from '@/payload-types'

/** Entries read per query while the file streams out: memory stays flat however long the range. */
const PAGE_SIZE = 500
/** Excel reads a file as UTF-8 (Chinese labels included) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF'

const columns = [
  'audit.csv.columns.time',
  'audit.csv.columns.event',
  'audit.csv.columns.eventLabel',
  'audit.csv.columns.actorId',
  'audit.csv.columns.actorEmail',
  'audit.csv.columns.memberId',
  'audit.csv.columns.memberEmail',
  'audit.csv.columns.targetCollection',
  'audit.csv.columns.targetId',
  'audit.csv.columns.ipAddress',
  'audit.csv.columns.details',
] as const
const rangeMessages = {
  invalidDay: 'audit.csv.invalidDay',
  fromAfterTo: 'audit.csv.fromAfterTo',
} as const

type Account = number | User | null | undefined
const emailOf = (account: Account) => (typeof account === 'object' && account ? account.email : '')
const idOf = (account: Account) =>
  typeof account === 'object' && account ? account.id : (account ?? '')

function rowsOf(entries: AuditEntry[], locale: 'en' | 'zh') {
  const labels = new Map(auditEvents.map((event) => [event.value, event.label[locale]]))
  return entries.map((entry) => [
    entry.createdAt,
    entry.event,
    labels.get(entry.event) ?? entry.event,
    idOf(entry.actor),
    emailOf(entry.actor),
    idOf(entry.member),
    emailOf(entry.member),
    entry.targetCollection ?? '',
    entry.targetId ?? '',
    entry.ipAddress ?? '',
    entry.details ? JSON.stringify(entry.details) : '',
  ])
}

/**
 * The range's entries, oldest first, read page by page by id (entries only ever grow, so ids
 * follow time) with the admin's own access.
 */
function csvStream(req: PayloadRequest, range: AuditCsvRange, locale: 'en' | 'zh') {
  const t = translatorFor(locale)
  const encoder = new TextEncoder()
  let after = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(BYTE_ORDER_MARK + stringify([columns.map((column) => t(column))])),
      )
    },
    async pull(controller) {
      const where: Where = { and: [createdWithin(range), { id: { greater_than: after } }] }
      const { docs } = await req.payload.find({
        collection: 'audit-entries',
        where,
        sort: 'id',
        depth: 1,
        limit: PAGE_SIZE,
        pagination: false,
        user: req.user,
        overrideAccess: false,
      })
      if (docs.length) controller.enqueue(encoder.encode(stringify(rowsOf(docs, locale))))
      if (docs.length < PAGE_SIZE) controller.close()
      else after = docs.at(-1)!.id
    },
  })
}

const refuse = (status: 400 | 403, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * `GET /api/audit-entries/csv?from=YYYY-MM-DD&to=YYYY-MM-DD`: the audit trail of those days as a
 * CSV file, for admins only; the export is itself recorded.
 */
export const exportAuditCsv: PayloadHandler = async (req) => {
  const locale = requestLocale(req)
  const t = translatorFor(locale)
  if (!hasRole(req.user, 'admin')) return refuse(403, t('audit.csv.adminsOnly'))
  const range = auditCsvRangeSchema.safeParse({
    from: req.searchParams.get('from') ?? '',
    to: req.searchParams.get('to') ?? '',
  })
  if (!range.success) {
    const issue = range.error.issues[0]!.message as keyof typeof rangeMessages
    return refuse(400, t(rangeMessages[issue] ?? rangeMessages.invalidDay))
  }
  await recordAudit(req, { event: 'audit-exported', details: range.data })
  return new Response(csvStream(req, range.data, locale), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-${range.data.from}-${range.data.to}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
