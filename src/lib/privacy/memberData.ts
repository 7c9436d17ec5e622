import type { CollectionSlug, Payload, Where } from 'payload'

import type { User } from '@/payload-types'

/** Collections whose documents belong to the member who made them (their `owner`). */
export const ownedCollections = [
  'avatars',
  'certifications',
  'certification-documents',
  'organisations',
  'organisation-images',
  'service-managers',
  'offerings',
  'jobs',
  'applications',
  'application-documents',
  'recommendation-sets',
  'data-exports',
  'bookings',
  'reviews',
  'message-attachments',
  'orders',
  'account-sessions',
  'consents',
] as const satisfies readonly CollectionSlug[]

/** Upload collections among them whose files go into the archive (a data export's own file does not). */
export const ownedFileCollections = [
  'avatars',
  'certification-documents',
  'organisation-images',
  'application-documents',
  'message-attachments',
] as const

/**
 * Others' documents that name the member in a role (reviewer, assignee, recipient): the archive
 * lists them by collection, id and field, never their content, which is about someone else.
 */
const namingRoles: { collection: CollectionSlug; field: string }[] = [
  { collection: 'applications', field: 'organisationOwner' },
  { collection: 'applications', field: 'history.by' },
  { collection: 'application-documents', field: 'sharedWith' },
  { collection: 'certifications', field: 'reviewer' },
  { collection: 'certifications', field: 'history.by' },
  { collection: 'contact-messages', field: 'assignee' },
  { collection: 'consultations', field: 'assignee' },
]

export type Reference = { collection: string; id: number | string; field: string }
export type MemberData = {
  account: User
  documents: Record<string, Record<string, unknown>[]>
  references: Reference[]
}

const all = async (payload: Payload, collection: CollectionSlug, where: Where) =>
  (
    await payload.find({
      collection,
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'id',
    })
  ).docs as unknown as Record<string, unknown>[]

/**
 * Everything the portal holds about one member: their account, every document they own, the
 * audit entries about them or by them, their e-mail codes (without the code), the contact
 * messages sent from their address, and references to others' documents that name them. Read by
 * the system for the member (their own data, some of it beyond what they may read themselves).
 */
export async function memberData(payload: Payload, userId: number): Promise<MemberData> {
  const account = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
  })
  const documents: MemberData['documents'] = {}
  for (const collection of ownedCollections)
    documents[collection] = await all(payload, collection, { owner: { equals: userId } })
  documents['audit-entries'] = await all(payload, 'audit-entries', {
    or: [{ member: { equals: userId } }, { actor: { equals: userId } }],
  })
  documents['verification-codes'] = (
    await all(payload, 'verification-codes', { user: { equals: userId } })
  ).map(({ codeHash: _secret, ...code }) => code)
  // A session's id names Payload's row: of no use to the member, so not written out.
  documents['account-sessions'] = documents['account-sessions'].map(
    ({ sid: _sid, ...rest }) => rest,
  )
  // Whether and since when the account has an authenticator; never its secret or recovery codes.
  documents['second-factors'] = (
    await all(payload, 'second-factors', { owner: { equals: userId } })
  ).map(({ id, owner, confirmedAt, createdAt }) => ({ id, owner, confirmedAt, createdAt }))
  // The payments and refunds of their orders (the ledger's rows have no owner of their own).
  documents.transactions = await all(payload, 'transactions', { 'order.owner': { equals: userId } })
  // Their conversations (as the student or an organisation's owner) with every message in them,
  // the messages they sent elsewhere (as a coach's account), and the files they sent.
  documents.conversations = await all(payload, 'conversations', {
    or: [{ student: { equals: userId } }, { organisationOwner: { equals: userId } }],
  })
  documents.messages = await all(payload, 'messages', {
    or: [
      { conversation: { in: documents.conversations.map((c) => c.id as number) } },
      { sender: { equals: userId } },
    ],
  })
  // The hours of their organisation's service managers (an availability has no owner of its own).
  documents.availabilities = await all(payload, 'availabilities', {
    'serviceManager.owner': { equals: userId },
  })
  documents['contact-messages'] = await all(payload, 'contact-messages', {
    email: { equals: account.email },
  })
  const references: Reference[] = []
  for (const { collection, field } of namingRoles)
    for (const doc of await all(payload, collection, { [field]: { equals: userId } }))
      references.push({ collection, id: doc.id as number, field })
  return { account, documents, references }
}
