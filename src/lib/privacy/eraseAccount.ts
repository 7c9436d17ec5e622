import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, PayloadRequest, TaskConfig } from 'payload'
import { createLocalReq } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { removeConversationsOf } from '@/lib/messages/removeConversations'

/** Days between asking for deletion and the erasure; signing in during them cancels it. */
export const DELETION_GRACE_DAYS = 7

/** When an account asked for deletion at `requestedAt` is erased. */
export const erasedOn = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000)

/**
 * What goes with the account, in this order (a listing before its organisation, a file's record
 * with its file, on disk or in the bucket). Everything the member owns except what is kept below.
 */
const removedWithAccount = [
  'offerings',
  'jobs',
  'service-managers',
  'organisation-images',
  'organisations',
  'application-documents',
  'certification-documents',
  'avatars',
  'data-exports',
  'recommendation-sets',
  'reviews',
  'bookings',
  'account-sessions',
  'consents',
] as const satisfies readonly CollectionSlug[]

/**
 * What outlives the account, anonymised: the operator must be able to show a certification
 * decision, and an organisation keeps the applications it received. Every column of these rows
 * (and of their child tables) is emptied except the ones named here: a column added later is
 * emptied too unless it is added to this list.
 */
const keptAnonymised = {
  certifications: [
    'id',
    'type',
    'status',
    'queue_rank',
    'submitted_at',
    'verified_at',
    'expires_at',
    'reviewer_id',
    'organisation_provider_type',
    'organisation_name',
    'organisation_licence_number',
    'organisation_provider_status',
    'created_at',
    'updated_at',
  ],
  certifications_history: ['id', '_order', '_parent_id', 'at', 'by_id', 'from', 'to'],
  applications: [
    'id',
    'status',
    'offering_id',
    'job_id',
    'listing_key',
    'organisation_id',
    'organisation_owner_id',
    'created_at',
    'updated_at',
  ],
  applications_history: ['id', '_order', '_parent_id', 'at', 'by_id', 'from', 'to'],
  // The bookkeeping record of a paid or refunded order (its lines name a package, not a person).
  orders: [
    'id',
    'reference',
    'package_id',
    'coach_id',
    'amount',
    'currency',
    'sessions',
    'payment_method',
    'status',
    'expires_at',
    'paid_at',
    'refunded_at',
    'cancelled_at',
    'locale',
    'stripe_checkout_session',
    'stripe_payment_intent',
    'created_at',
    'updated_at',
  ],
} as const

type Client = { query: PostgresAdapter['pool']['query'] }

/** Empties every nullable column of `table`'s rows in `where` but the kept ones (the owner too). */
async function emptyColumns(
  client: Client,
  table: keyof typeof keptAnonymised,
  where: string,
  id: number,
) {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_nullable = 'YES'`,
    [table],
  )
  const kept = new Set<string>(keptAnonymised[table])
  const emptied = rows.map((row) => row.column_name).filter((column) => !kept.has(column))
  if (!emptied.length) return 0
  const { rowCount } = await client.query(
    `UPDATE "${table}" SET ${emptied.map((column) => `"${column}" = NULL`).join(', ')} WHERE ${where}`,
    [id],
  )
  return rowCount ?? 0
}

export type ErasedCounts = Record<string, number>

/**
 * Erases an account: removes what it owns (files included) and its unpaid orders, anonymises the
 * certification decisions, the applications it made and its paid orders (owner, names, texts, photo and CV gone), removes the
 * contact messages and consultation requests sent with its address or phone and its limit
 * counters, then the account itself (its sessions, codes and preferences go with it; audit
 * entries stay, no longer pointing at it). Run by the deletion job once the grace period is over.
 */
export async function eraseAccount(payload: Payload, userId: number): Promise<ErasedCounts> {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, req })
  // Messages first: an organisation or a file removed below would leave them pointing nowhere.
  const counts: ErasedCounts = { ...(await removeConversationsOf(req, userId)) }
  for (const collection of removedWithAccount) {
    const { docs } = await payload.delete({
      collection,
      where: { owner: { equals: userId } },
      req,
    })
    counts[collection] = docs.length
  }
  // An order never paid is no bookkeeping record: it goes; a paid or refunded one stays, anonymised.
  const { docs: unpaid } = await payload.delete({
    collection: 'orders',
    where: {
      owner: { equals: userId },
      status: { in: ['awaiting-payment', 'expired', 'cancelled'] },
    },
    req,
  })
  counts.orders = unpaid.length
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    for (const table of ['certifications', 'applications'] as const) {
      // The child table first: its rows are found through the owner the main row still has.
      await emptyColumns(
        client,
        `${table}_history`,
        `_parent_id IN (SELECT id FROM ${table} WHERE owner_id = $1)`,
        userId,
      )
      counts[table] = await emptyColumns(client, table, 'owner_id = $1', userId)
    }
    counts.paidOrders = await emptyColumns(client, 'orders', 'owner_id = $1', userId)
    counts.contactMessages =
      (
        await client.query(`DELETE FROM contact_messages WHERE lower(email) = lower($1)`, [
          user.email,
        ])
      ).rowCount ?? 0
    counts.consultations = user.phone
      ? ((await client.query(`DELETE FROM consultations WHERE contact = $1`, [user.phone]))
          .rowCount ?? 0)
      : 0
    await client.query(`DELETE FROM rate_limits WHERE key LIKE '%:' || $1`, [
      user.email.toLowerCase(),
    ])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  await payload.delete({ collection: 'users', id: userId, req })
  await recordAudit(req, {
    event: 'account-deleted',
    target: { collection: 'users', id: userId },
    details: counts,
  })
  return counts
}

/** Erases every account whose grace period ended before `now`; an account that fails is tried again next time. */
export async function eraseDueAccounts(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'users',
    where: {
      deletionRequestedAt: {
        less_than_equal: new Date(now.getTime() - DELETION_GRACE_DAYS * 864e5).toISOString(),
      },
    },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { email: true },
  })
  let erased = 0
  for (const { id } of due.docs) {
    try {
      await eraseAccount(payload, id)
      erased += 1
    } catch (error) {
      payload.logger.error({ err: error, userId: id }, 'An account could not be erased')
    }
  }
  return erased
}

/** Runs every hour on the job runner. */
export const eraseDueAccountsTask: TaskConfig<'eraseDueAccounts'> = {
  slug: 'eraseDueAccounts',
  label: 'Erase accounts whose deletion is due',
  schedule: [{ cron: '15 * * * *', queue: 'default' }],
  concurrency: () => 'erase-due-accounts',
  handler: async ({ req }) => ({ output: { erased: await eraseDueAccounts(req.payload) } }),
}
