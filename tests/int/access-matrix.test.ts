import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, formatNames, type Payload, type SanitizedConfig, toWords } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleStripeEvent } from '@/lib/orders/stripeEvents'
import { maxPageSize } from '@/lib/pagination'
import { buildDataExport } from '@/lib/privacy/buildExport'
import { recordConsent } from '@/lib/consent/record'
import { emptyRecommenderForm } from '@/lib/recommender/profileSchema'
import type { User } from '@/payload-types'

import { studentDetails } from '../helpers/restSetup'

import type { PayloadApi } from './api'
import { coachPackage, coachWithHours, tomorrowAt } from './bookingSetup'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { certifiedStanding, createPeople, type SignedInUser } from './payload'

/**
 * The access matrix: every collection and global × every kind of actor × every operation × every
 * door (Local API as the actor, REST, GraphQL, file URLs). Each cell's expectation is written in
 * `policy` below, the executable twin of README → Security → Member policy.
 *
 *   yes        allowed (a list includes the target; a write is not refused, even if its data is)
 *   own        a list holds only the actor's own documents
 *   published  a list holds only published documents (the draft target is not in it)
 *   no         refused (403, or 404 for a document the actor may not see)
 */
const actors = [
  'anonymous',
  'unverified',
  'student',
  'otherStudent',
  'school',
  'employer',
  'institution',
  'coach',
  'editor',
  'reviewer',
  'admin',
] as const
type Actor = (typeof actors)[number]
type Cell = 'yes' | 'own' | 'published' | 'no'
type Operation = 'list' | 'read' | 'create' | 'update' | 'delete' | 'versions' | 'file'
type Row = Partial<Record<Operation, Partial<Record<Actor, Cell>> & { others: Cell }>>

const members = ['student', 'otherStudent', 'school', 'employer', 'institution'] as const
/** `cells('no', { editor: 'yes', admin: 'yes' })`: one value for everyone, exceptions named. */
const cells = (others: Cell, named: Partial<Record<Actor, Cell>> = {}) => ({ others, ...named })
const forMembers = (cell: Cell) =>
  Object.fromEntries(members.map((m) => [m, cell])) as Partial<Record<Actor, Cell>>
const staffOnly = { editor: 'yes', reviewer: 'yes', admin: 'yes' } as const

const content: Row = {
  list: cells('published', { editor: 'yes', admin: 'yes' }),
  read: cells('no', { editor: 'yes', admin: 'yes' }),
  create: cells('no', { editor: 'yes', admin: 'yes' }),
  update: cells('no', { editor: 'yes', admin: 'yes' }),
  delete: cells('no', { editor: 'yes', admin: 'yes' }),
  versions: cells('no', { editor: 'yes', admin: 'yes' }),
}
const reference: Row = {
  list: cells('yes'),
  read: cells('yes'),
  create: cells('no', { editor: 'yes', admin: 'yes' }),
  update: cells('no', { editor: 'yes', admin: 'yes' }),
  delete: cells('no', { editor: 'yes', admin: 'yes' }),
}
const leads: Row = {
  list: cells('no', { editor: 'yes', admin: 'yes' }),
  read: cells('no', { editor: 'yes', admin: 'yes' }),
  // Only the portal's own forms create them (a flag their server actions set), never an API call.
  create: cells('no'),
  update: cells('no', { editor: 'yes', admin: 'yes' }),
  delete: cells('no', { admin: 'yes' }),
}
const adminOnly: Row = {
  list: cells('no', { admin: 'yes' }),
  create: cells('no', { admin: 'yes' }),
  delete: cells('no', { admin: 'yes' }),
}

/** What organisations publish or upload: public, made by organisation members, changed by their own member and content staff. */
const organisationOwned: Row = {
  list: cells('yes'),
  read: cells('yes'),
  create: cells('no', {
    school: 'yes',
    employer: 'yes',
    institution: 'yes',
    editor: 'yes',
    admin: 'yes',
  }),
  update: cells('no', { institution: 'yes', editor: 'yes', admin: 'yes' }),
  delete: cells('own', { anonymous: 'no', editor: 'yes', admin: 'yes' }),
}

const policy: Record<string, Row> = {
  pages: content,
  coaches: content,
  packages: content,
  universities: content,
  articles: content,
  specialties: reference,
  media: { ...reference, file: cells('yes') },
  consultations: leads,
  'contact-messages': leads,
  users: {
    list: cells('own', { anonymous: 'no', reviewer: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', reviewer: 'yes', admin: 'yes' }),
    create: cells('no', { admin: 'yes' }),
    update: cells('no', { student: 'yes', admin: 'yes' }),
    delete: cells('no', { admin: 'yes' }),
  },
  avatars: {
    list: cells('own', { anonymous: 'no', ...staffOnly }),
    read: cells('no', { student: 'yes', ...staffOnly }),
    create: cells('no', { ...forMembers('yes'), coach: 'yes', ...staffOnly }),
    update: cells('no', { student: 'yes', ...staffOnly }),
    delete: cells('own', { anonymous: 'no', ...staffOnly }),
    file: cells('no', { student: 'yes', ...staffOnly }),
  },
  certifications: {
    list: cells('own', { anonymous: 'no', reviewer: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', reviewer: 'yes', admin: 'yes' }),
    create: cells('no', { ...forMembers('yes'), admin: 'yes' }),
    update: cells('no', { student: 'yes', reviewer: 'yes', admin: 'yes' }),
    delete: cells('no', { admin: 'yes' }),
  },
  'certification-documents': {
    list: cells('own', { anonymous: 'no', reviewer: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', reviewer: 'yes', admin: 'yes' }),
    create: cells('no', { ...forMembers('yes'), admin: 'yes' }),
    update: cells('no'),
    delete: cells('no', { admin: 'yes' }),
    file: cells('no', { student: 'yes', reviewer: 'yes', admin: 'yes' }),
  },
  // The organisation targets belong to the institution (certified); the job to the employer's organisation.
  organisations: {
    list: cells('yes'),
    read: cells('yes'),
    create: cells('no', { admin: 'yes' }),
    update: cells('no', { institution: 'yes', editor: 'yes', admin: 'yes' }),
    delete: cells('no', { admin: 'yes' }),
  },
  'service-managers': organisationOwned,
  offerings: organisationOwned,
  jobs: {
    ...organisationOwned,
    update: cells('no', { employer: 'yes', editor: 'yes', admin: 'yes' }),
  },
  'organisation-images': { ...organisationOwned, file: cells('yes') },
  // The target: the student's application to the institution's offering.
  applications: {
    list: cells('own', { anonymous: 'no', institution: 'yes', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', institution: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('no', { student: 'yes', otherStudent: 'yes' }),
    update: cells('no', { student: 'yes', institution: 'yes', editor: 'yes', admin: 'yes' }),
    delete: cells('no', { admin: 'yes' }),
  },
  // The target: the student's CV, sent with the application above.
  'application-documents': {
    list: cells('own', { anonymous: 'no', institution: 'yes', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', institution: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('no', { student: 'yes', otherStudent: 'yes' }),
    update: cells('no'),
    delete: cells('no', { admin: 'yes' }),
    file: cells('no', { student: 'yes', institution: 'yes', editor: 'yes', admin: 'yes' }),
  },
  // The target: the certified student's saved recommendations, private even from staff.
  'recommendation-sets': {
    list: cells('own', { anonymous: 'no' }),
    read: cells('no', { student: 'yes' }),
    create: cells('no', { student: 'yes', otherStudent: 'yes' }),
    update: cells('no', { student: 'yes' }),
    delete: cells('own', { anonymous: 'no' }),
  },
  'verification-codes': {
    list: cells('no'),
    read: cells('no'),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: the student's archive of their data. Its owner only, staff included in "nobody else";
  // the file only with the password entered again (never with a session alone, as here).
  'data-exports': {
    list: cells('own', { anonymous: 'no' }),
    read: cells('no', { student: 'yes' }),
    create: cells('yes', { anonymous: 'no', unverified: 'no' }),
    update: cells('no'),
    delete: cells('no'),
    file: cells('no'),
  },
  // Append-only: admins read it; nobody writes, changes or removes an entry (the system appends).
  'audit-entries': {
    list: cells('no', { admin: 'yes' }),
    read: cells('no', { admin: 'yes' }),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: the student's own sign-in. Each account sees and ends its own sessions (staff too,
  // and no further: an admin does not read anyone else's); only the sign-in hooks write them.
  'account-sessions': {
    list: cells('own', { anonymous: 'no' }),
    read: cells('no', { student: 'yes' }),
    create: cells('no'),
    update: cells('no'),
    delete: cells('own', { anonymous: 'no' }),
  },
  // The target: the admin's authenticator. Never readable or writable through any door, not even
  // by admins or its own account (src/lib/secondFactor/store.ts acts for the account).
  'second-factors': {
    list: cells('no'),
    read: cells('no'),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: the student's acceptance of the policies. Its member and admins read it (an
  // operator answering a regulator); only the portal writes consents, and none is removed.
  consents: {
    list: cells('own', { anonymous: 'no', admin: 'yes' }),
    read: cells('no', { student: 'yes', admin: 'yes' }),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // Public: a host's hours give the slots everyone sees; content staff, the coach's own account and
  // an organisation's account with service managers set them (each only its own hosts': the
  // target, another coach's, is refused; a record naming no host of theirs is refused by the hook).
  availabilities: {
    ...reference,
    create: cells('no', { coach: 'yes', institution: 'yes', editor: 'yes', admin: 'yes' }),
    update: cells('no', { coach: 'yes', editor: 'yes', admin: 'yes' }),
  },
  // The target: the student's free consultation with the coach `coach` runs. Its student, the
  // coach's account and content staff read and change it (the student only its time or its
  // cancellation, the coach only its status); any verified account books; admins remove.
  bookings: {
    list: cells('own', { anonymous: 'no', coach: 'yes', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', coach: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('yes', { anonymous: 'no', unverified: 'no' }),
    update: cells('no', { student: 'yes', coach: 'yes', editor: 'yes', admin: 'yes' }),
    delete: cells('no', { admin: 'yes' }),
  },
  // The target: the student's order of a published package, marked paid by an admin. Its member
  // and content staff read it; its member may cancel it and staff mark it (the write is not
  // refused); any verified account orders; nobody removes one (a paid order is a bookkeeping record).
  orders: {
    list: cells('own', { anonymous: 'no', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('yes', { anonymous: 'no', unverified: 'no' }),
    update: cells('no', { student: 'yes', editor: 'yes', admin: 'yes' }),
    delete: cells('no'),
  },
  // The target: the payment of the order above. The order's member and content staff read it;
  // only the order's own hook writes the ledger, and nothing changes or removes a row.
  transactions: {
    list: cells('own', { anonymous: 'no', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: a Stripe event the webhook handled. Admins read them; only the webhook writes.
  'payment-events': {
    list: cells('no', { admin: 'yes' }),
    read: cells('no', { admin: 'yes' }),
    create: cells('no'),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: the student's review of a held session, waiting for an editor. Everyone reads
  // published reviews (so lists answer, without the target); its student and content staff read
  // it; only a session's own student reviews it (the body names the student's booking: anyone
  // else is refused); its student edits or removes it, editors publish or reject it; the coach's
  // account replies only to a published one (not the target).
  reviews: {
    list: cells('published', { student: 'yes', editor: 'yes', admin: 'yes' }),
    read: cells('no', { student: 'yes', editor: 'yes', admin: 'yes' }),
    create: cells('no', { student: 'yes' }),
    update: cells('no', { student: 'yes', editor: 'yes', admin: 'yes' }),
    delete: cells('no', { ...forMembers('own'), coach: 'own', editor: 'yes', admin: 'yes' }),
  },
  // The target: the student's conversation with the coach `coach` runs. Only its parties read it
  // and block or report in it (admins only once it is reported: not the target); any verified
  // account may open one (an empty one is refused for its content); nobody removes one.
  conversations: {
    list: cells('own', { anonymous: 'no', coach: 'yes', admin: 'published' }),
    read: cells('no', { student: 'yes', coach: 'yes' }),
    create: cells('yes', { anonymous: 'no', unverified: 'no' }),
    update: cells('no', { student: 'yes', coach: 'yes' }),
    delete: cells('no'),
  },
  // The target: the student's message in that conversation; its parties alone read and write in
  // it (the body names the conversation: anyone else is refused); nothing changes or removes one.
  messages: {
    list: cells('own', { anonymous: 'no', coach: 'yes', admin: 'published' }),
    read: cells('no', { student: 'yes', coach: 'yes' }),
    create: cells('no', { student: 'yes', coach: 'yes' }),
    update: cells('no'),
    delete: cells('no'),
  },
  // The target: a PDF the student sent in it: its file served to the parties only.
  'message-attachments': {
    list: cells('own', { anonymous: 'no', coach: 'yes', admin: 'published' }),
    read: cells('no', { student: 'yes', coach: 'yes' }),
    update: cells('no'),
    delete: cells('no'),
    file: cells('no', { student: 'yes', coach: 'yes' }),
  },
  'payload-locked-documents': {
    list: cells('no', staffOnly),
    read: cells('no', staffOnly),
    create: cells('no', staffOnly),
    update: cells('no', staffOnly),
    delete: cells('no', staffOnly),
  },
  'payload-preferences': { list: cells('own', { anonymous: 'no' }) },
  'payload-jobs': adminOnly,
  'payload-migrations': adminOnly,
  // Payload's key-value store: its own code only, never an account.
  'payload-kv': { list: cells('no'), create: cells('no'), delete: cells('no') },
  'site-settings': { read: cells('yes'), update: cells('no', { editor: 'yes', admin: 'yes' }) },
  'privacy-policy': { read: cells('yes'), update: cells('no', { editor: 'yes', admin: 'yes' }) },
  'terms-of-use': { read: cells('yes'), update: cells('no', { editor: 'yes', admin: 'yes' }) },
  'payload-jobs-stats': {
    read: cells('no', { admin: 'yes' }),
    update: cells('no', { admin: 'yes' }),
  },
}

/** Payload's own collections have no REST routes of the usual shape (or none at all): judged through the Local API. */
const localOnly = new Set([
  'payload-preferences',
  'payload-jobs',
  'payload-migrations',
  'payload-kv',
])
const expected = (slug: string, operation: Operation, actor: Actor): Cell => {
  const row = policy[slug]?.[operation]
  if (!row) throw new Error(`no policy for ${slug} ${operation}`)
  return row[actor] ?? row.others
}

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
let config: SanitizedConfig
let people: Record<Exclude<Actor, 'anonymous'>, SignedInUser>
const targets: Record<string, { id: number | string }> = {}
const missingId = 2_147_483_000
let cellCount = 0

const userOf = (actor: Actor) => (actor === 'anonymous' ? undefined : people[actor].user)
/** One page of a collection as the actor lists it through the Local API, the newest first. */
const listAs = (slug: string, actor: Actor) =>
  payload.find({
    collection: slug as 'pages',
    user: userOf(actor),
    overrideAccess: false,
    depth: 0,
    limit: maxPageSize,
    sort: '-id',
  })
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : people[actor].token)
const rest = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  actor: Actor,
  body?: object,
) => api.rest(method, path, { token: tokenOf(actor), body })
type MatrixAnswer = {
  data?: Record<string, { docs?: { id: number }[]; id?: number } | null> | null
  errors?: { message: string; extensions?: { statusCode?: number } }[]
}
const graphql = (query: string, actor: Actor, variables?: object) =>
  api.graphqlAnswer<MatrixAnswer>(query, { token: tokenOf(actor), variables })

/** GraphQL type references as introspection gives them: `String!`, `[Int]`, an input object… */
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
const typeName = (type: TypeRef): string =>
  type.kind === 'NON_NULL'
    ? `${typeName(type.ofType!)}!`
    : type.kind === 'LIST'
      ? `[${typeName(type.ofType!)}]`
      : type.name!

/**
 * The schema's mutations (name → argument → type) and a sampler that fills an input type's required
 * fields with plain values, enough for a create to reach the access check (and often to succeed).
 */
async function introspect() {
  const ref =
    'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }'
  const answer = await api.graphqlAnswer<{
    data: {
      __schema: {
        mutationType: { fields: { name: string; args: { name: string; type: TypeRef }[] }[] }
        types: {
          name: string
          kind: string
          enumValues: { name: string }[] | null
          inputFields: { name: string; type: TypeRef }[] | null
        }[]
      }
    }
  }>(
    `{ __schema { mutationType { fields { name args { name type { ${ref} } } } }
      types { name kind enumValues { name } inputFields { name type { ${ref} } } } } }`,
  )
  const types = new Map(answer.data.__schema.types.map((type) => [type.name, type]))
  const scalars: Record<string, unknown> = {
    String: 'x',
    Int: 1,
    Float: 1,
    Boolean: false,
    ID: '1',
    EmailAddress: 'x@test.local',
    DateTime: new Date().toISOString(),
  }
  const sampleOf = (type: TypeRef): unknown => {
    if (type.kind === 'NON_NULL') return sampleOf(type.ofType!)
    if (type.kind === 'LIST') return []
    const named = types.get(type.name!)!
    if (named.kind === 'ENUM') return named.enumValues![0]!.name
    if (named.kind === 'INPUT_OBJECT') {
      const required = named.inputFields!.filter((field) => field.type.kind === 'NON_NULL')
      return Object.fromEntries(required.map((field) => [field.name, sampleOf(field.type)]))
    }
    return scalars[named.name] ?? {}
  }
  const mutations = new Map(
    answer.data.__schema.mutationType.fields.map((field) => [
      field.name,
      {
        name: field.name,
        args: Object.fromEntries(field.args.map((arg) => [arg.name, typeName(arg.type)])) as Record<
          string,
          string
        >,
      },
    ]),
  )
  return {
    mutations,
    /** A value for the argument of this type name (e.g. `mutationPageInput!`). */
    sample: (name: string) => sampleOf(parseType(name)),
  }
}
/** Back from `Name!` to a type reference. */
const parseType = (name: string): TypeRef =>
  name.endsWith('!')
    ? { kind: 'NON_NULL', name: null, ofType: parseType(name.slice(0, -1)) }
    : name.startsWith('[')
      ? { kind: 'LIST', name: null, ofType: parseType(name.slice(1, -1)) }
      : { kind: 'NAMED', name, ofType: null }

const photo = () => jpegFile('matrix.jpg', 600, 400, '#446688')

beforeAll(async () => {
  config = payload.config
  people = await createPeople(payload, {
    unverified: ['student'],
    student: ['student'],
    otherStudent: ['student'],
    school: ['school'],
    employer: ['employer'],
    institution: ['institution'],
    coach: ['coach'],
    editor: ['editor'],
    reviewer: ['reviewer'],
    admin: ['admin'],
  })
  // A session from before its address became unverified: an unverified account cannot sign in at all.
  await payload.update({
    collection: 'users',
    id: people.unverified.user.id,
    data: { emailVerified: false },
  })
  people.unverified.user = await payload.findByID({
    collection: 'users',
    id: people.unverified.user.id,
  })

  const student = people.student.user
  for (const slug of ['pages', 'coaches', 'packages', 'universities', 'articles'] as const) {
    targets[slug] = await payload.create({
      collection: slug,
      data: { slug: `matrix-${slug}-${Date.now()}`, title: 'Draft', name: 'Draft' } as never,
      draft: true,
    })
  }
  targets.specialties = await payload.create({
    collection: 'specialties',
    data: { name: 'Matrix', slug: `matrix-${Date.now()}` } as never,
  })
  targets.media = await payload.create({
    collection: 'media',
    data: { alt: 'Matrix' } as never,
    file: await photo(),
  })
  const lead = {
    studentName: 'Matrix',
    service: 'uspp',
    contact: 'matrix_wx01',
    status: 'new',
    locale: 'en',
  }
  targets.consultations = await payload.create({
    collection: 'consultations',
    data: lead as never,
    context: { leadForm: true },
  })
  targets['contact-messages'] = await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Matrix',
      email: 'matrix@test.local',
      message: 'Hello',
      locale: 'en',
      status: 'new',
    } as never,
    context: { leadForm: true },
  })
  targets.users = student
  targets.avatars = await payload.create({
    collection: 'avatars',
    data: {} as never,
    file: await photo(),
    user: student,
    overrideAccess: false,
  })
  const document = await payload.create({
    collection: 'certification-documents',
    data: {} as never,
    file: await photo(),
    user: student,
    overrideAccess: false,
  })
  targets['certification-documents'] = document
  // Sent for review, complete: only a submitted application can be decided.
  targets.certifications = await payload.create({
    collection: 'certifications',
    data: {
      type: 'student',
      student: { ...studentDetails, realName: 'Matrix', studentIdPhoto: document.id },
    } as never,
    user: student,
    overrideAccess: false,
  })
  await organisationTargets()
  targets['verification-codes'] = await payload.create({
    collection: 'verification-codes',
    data: {
      purpose: 'register',
      email: 'matrix@test.local',
      user: student.id,
      codeHash: 'x'.repeat(64),
      expiresAt: new Date().toISOString(),
      sentAt: new Date().toISOString(),
      attempts: 0,
    } as never,
  })
  const archive = await payload.create({
    collection: 'data-exports',
    data: { owner: student.id, status: 'preparing' },
  })
  await buildDataExport(await createLocalReq({}, payload), archive.id)
  targets['data-exports'] = archive
  targets['audit-entries'] = await payload.create({
    collection: 'audit-entries',
    data: { event: 'staff-sign-in', actor: people.admin.user.id, member: people.admin.user.id },
  })
  const ownedBy = async (collection: 'account-sessions' | 'second-factors', owner: number) =>
    (await payload.find({ collection, where: { owner: { equals: owner } }, limit: 1 })).docs[0]!
  targets['account-sessions'] = await ownedBy('account-sessions', student.id)
  targets['second-factors'] = await ownedBy('second-factors', people.admin.user.id)
  await recordConsent(await createLocalReq({}, payload), {
    owner: student.id,
    purpose: 'policies',
    locale: 'en',
  })
  targets.consents = (
    await payload.find({ collection: 'consents', where: { owner: { equals: student.id } } })
  ).docs[0]!
  await bookingTargets()
  await lockTarget()
}, 180_000)

/** A published coach's hours (run by `coach`'s account), and the student's free consultation with them tomorrow. */
async function bookingTargets() {
  const coach = await coachWithHours(payload)
  await payload.update({
    collection: 'coaches',
    id: coach,
    data: { account: people.coach.user.id, _status: 'published' } as never,
  })
  targets.availabilities = (
    await payload.find({ collection: 'availabilities', where: { coach: { equals: coach } } })
  ).docs[0]!
  targets.bookings = await payload.create({
    collection: 'bookings',
    data: { coach, startsAt: tomorrowAt(10).toISOString() } as never,
    user: people.student.user,
    overrideAccess: false,
  })
  await orderTargets(coach)
  await reviewTargets(coach)
  await conversationTargets(coach)
}

/** The student's pending review of another session with the coach, held two days ago. */
async function reviewTargets(coach: number) {
  const session = await payload.create({
    collection: 'bookings',
    data: { coach, startsAt: tomorrowAt(13).toISOString() } as never,
    // Booked by staff (no limit of free consultations), then made the student's past session.
    user: people.admin.user,
  })
  await payload.db.drizzle.execute(sql`
    UPDATE bookings SET owner_id = ${people.student.user.id}, status = 'held',
      starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '1 hour',
      blocked_until = now() - interval '2 days' + interval '1 hour'
    WHERE id = ${session.id}`)
  targets.reviews = await payload.create({
    collection: 'reviews',
    data: {
      booking: session.id,
      rating: 4,
      criteria: { expertise: 4, clarity: 4, helpfulness: 4 },
    } as never,
    user: people.student.user,
    overrideAccess: false,
  })
}

/** The student's conversation with the coach, their message in it and a PDF they sent. */
async function conversationTargets(coach: number) {
  const as = { user: people.student.user, overrideAccess: false } as const
  const conversation = await payload.create({
    collection: 'conversations',
    data: { coach } as never,
    ...as,
  })
  targets.conversations = conversation
  targets['message-attachments'] = await payload.create({
    collection: 'message-attachments',
    data: { conversation: conversation.id } as never,
    file: pdf(),
    ...as,
  })
  targets.messages = await payload.create({
    collection: 'messages',
    data: {
      conversation: conversation.id,
      body: 'A question about essays',
      attachments: [targets['message-attachments'].id],
      clientId: 'matrix-message-1',
    } as never,
    ...as,
  })
}

/**
 * The student's order of the coach's published package, marked paid by the admin (its payment the
 * transaction target), and a Stripe event the webhook handled (it concerns no order of ours).
 */
async function orderTargets(coach: number) {
  const order = await payload.create({
    collection: 'orders',
    data: { package: await coachPackage(payload, coach), paymentMethod: 'bank-transfer' } as never,
    user: people.student.user,
    overrideAccess: false,
  })
  targets.orders = order
  orderOwners.set(order.id, people.student.user.id)
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { status: 'paid' },
    user: people.admin.user,
    overrideAccess: false,
  })
  targets.transactions = (
    await payload.find({ collection: 'transactions', where: { order: { equals: order.id } } })
  ).docs[0]!
  const eventId = `evt_matrix_${Date.now()}`
  await handleStripeEvent(payload, {
    id: eventId,
    object: 'event',
    type: 'customer.created',
    data: { object: {} },
  } as unknown as Stripe.Event)
  targets['payment-events'] = (
    await payload.find({ collection: 'payment-events', where: { eventId: { equals: eventId } } })
  ).docs[0]!
}
/** Each order the matrix made, by its member: a transaction is its order's member's. */
const orderOwners = new Map<number, number>()

/** Documents the matrix needs that are no collection's target (removed after the targets). */
const alsoCreated: { slug: string; id: number }[] = []

const pdf = () => {
  const data = Buffer.from(
    '%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n',
  )
  return { data, mimetype: 'application/pdf', name: 'cv.pdf', size: data.length }
}

/**
 * The institution's certified organisation with a manager, a picture and a published offering; the
 * employer's with a published job; the student certified, with a CV sent in an application.
 */
async function organisationTargets() {
  const organisationOf = (owner: User, providerType: 'education-agency' | 'employer') =>
    payload.create({
      collection: 'organisations',
      data: {
        owner: owner.id,
        name: `Matrix ${providerType}`,
        providerType,
        ...certifiedStanding,
      },
    })
  const institution = people.institution.user
  targets.organisations = await organisationOf(institution, 'education-agency')
  alsoCreated.push({
    slug: 'organisations',
    id: (await organisationOf(people.employer.user, 'employer')).id,
  })
  const asInstitution = { user: institution, overrideAccess: false } as const
  targets['organisation-images'] = await payload.create({
    collection: 'organisation-images',
    data: {} as never,
    file: await photo(),
    ...asInstitution,
  })
  targets['service-managers'] = await payload.create({
    collection: 'service-managers',
    data: {
      name: 'Matrix',
      phone: '+86 138 0000 0000',
      businessAreaCodes: ['study-tour'],
    } as never,
    ...asInstitution,
  })
  targets.offerings = await payload.create({
    collection: 'offerings',
    data: { type: 'study-tour', title: 'Matrix tour', status: 'published' } as never,
    ...asInstitution,
  })
  targets.jobs = await payload.create({
    collection: 'jobs',
    data: { type: 'internship', title: 'Matrix internship', status: 'published' } as never,
    user: people.employer.user,
    overrideAccess: false,
  })
  // The student's certification, approved by a reviewer: only certified students apply.
  await payload.update({
    collection: 'certifications',
    id: targets.certifications!.id,
    data: { status: 'approved' },
    user: people.reviewer.user,
  })
  const asStudent = { user: people.student.user, overrideAccess: false } as const
  targets['application-documents'] = await payload.create({
    collection: 'application-documents',
    data: {} as never,
    file: pdf(),
    ...asStudent,
  })
  targets.applications = await payload.create({
    collection: 'applications',
    data: {
      offering: targets.offerings.id,
      message: 'Matrix',
      cv: targets['application-documents'].id,
    } as never,
    ...asStudent,
  })
  targets['recommendation-sets'] = await payload.create({
    collection: 'recommendation-sets',
    data: {
      profile: { ...emptyRecommenderForm, interests: 'Matrix', kinds: ['study-tour'] },
    } as never,
    ...asStudent,
  })
}

/** A document lock to try the operations on (Payload drops locks by itself, e.g. when their holder signs in). */
const lockTarget = async () => {
  targets['payload-locked-documents'] = await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'users', value: people.student.user.id },
      user: { relationTo: 'users', value: people.admin.user.id },
    } as never,
  })
}
afterAll(async () => {
  console.log(`access matrix: ${cellCount} cells`)
  // The targets go again: later files count the catalogue (the seed's) and run the job queue.
  for (const [slug, target] of Object.entries(targets).reverse()) {
    if (slug !== 'users')
      await payload.delete({ collection: slug as 'pages', id: target.id }).catch(() => undefined)
  }
  for (const { slug, id } of alsoCreated)
    await payload.delete({ collection: slug as 'pages', id }).catch(() => undefined)
})

/** What a create sends: enough for an account (an auth collection checks e-mail and password before access). */
const createBody = (slug: string) =>
  slug === 'users'
    ? {
        email: `matrix-${Date.now()}-${Math.random().toString(36).slice(2)}@test.local`,
        password: 'Passw0rdOk',
      }
    : // Written about one's own session or in one's own conversation: the targets'.
      slug === 'reviews'
      ? { booking: targets.bookings!.id }
      : slug === 'messages'
        ? { conversation: targets.conversations!.id }
        : {}
const refused = (status: number) => status === 401 || status === 403 || status === 404
/** The HTTP status a Local API call stands for: 200 when it succeeds, the error's otherwise. */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (e: { status?: number }) => e.status ?? 500,
  )
const relationOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value
const ownerOf = (doc: Record<string, unknown>, slug: string) => {
  if (slug === 'users') return doc.id
  if (slug === 'transactions') return orderOwners.get(doc.order as number)
  if (slug === 'conversations') return relationOf(doc.student)
  if (slug === 'messages') return relationOf(doc.sender)
  const owner = doc.owner ?? doc.user
  return owner && typeof owner === 'object'
    ? ((owner as { id?: unknown; value?: unknown }).id ?? (owner as { value?: unknown }).value)
    : owner
}

/** Judges a list answer (REST, Local or GraphQL) against its cell. */
function judgeList(cell: Cell, slug: string, actor: Actor, docs: Record<string, unknown>[] | null) {
  const label = `${slug} list by ${actor}`
  if (cell === 'no') return expect(docs, label).toBeNull()
  expect(docs, label).not.toBeNull()
  const ids = docs!.map((doc) => doc.id)
  if (cell === 'yes') return expect(ids, label).toContain(targets[slug]?.id ?? ids[0])
  if (cell === 'published') return expect(ids, label).not.toContain(targets[slug]!.id)
  const self = people[actor as Exclude<Actor, 'anonymous'>].user.id
  for (const doc of docs!) expect(ownerOf(doc, slug), label).toBe(self)
}

const collectionSlugs = () => config.collections.map((collection) => collection.slug)
const globalSlugs = () => config.globals.map((global) => global.slug)
/**
 * A collection's GraphQL names as Payload forms them (from the slug unless the config names them;
 * `all…` when singular and plural are one word), or null when it has no GraphQL.
 */
const graphQLNames = (slug: string) => {
  const setting = config.collections.find((c) => c.slug === slug)!.graphQL
  if (setting === false) return null
  const fromSlug = formatNames(slug)
  const singular = setting?.singularName ? toWords(setting.singularName, true) : fromSlug.singular
  const plural = setting?.pluralName ? toWords(setting.pluralName, true) : fromSlug.plural
  return { singular, plural: plural === singular ? `all${singular}` : plural }
}

describe('the access matrix', () => {
  it('has rows for every collection and global Payload knows', () => {
    for (const slug of [...collectionSlugs(), ...globalSlugs()])
      expect(Object.keys(policy), `no policy rows for ${slug}`).toContain(slug)
  })

  it('lists: Local API as the actor, REST and GraphQL', async () => {
    for (const slug of collectionSlugs()) {
      const names = graphQLNames(slug)
      for (const actor of actors) {
        const cell = expected(slug, 'list', actor)
        const local = await listAs(slug, actor).then(
          (result) => result.docs as unknown as Record<string, unknown>[],
          () => null,
        )
        judgeList(cell, slug, actor, local)
        cellCount++
        if (localOnly.has(slug)) continue
        // One page at most over REST and GraphQL, the newest first: the matrix's own documents
        // are in it, however many others the database holds.
        const response = await rest(
          'GET',
          `/api/${slug}?depth=0&limit=${maxPageSize}&sort=-id`,
          actor,
        )
        expect(response.status, `${slug} REST list by ${actor}`).toBeLessThan(500)
        judgeList(
          cell,
          slug,
          actor,
          response.status === 200
            ? ((await response.json()) as { docs: Record<string, unknown>[] }).docs
            : null,
        )
        cellCount++
        if (!names) continue
        const answer = await graphql(
          `{ ${names.plural} (limit: ${maxPageSize}, sort: "-id") { docs { id } } }`,
          actor,
        )
        expect(answer.errors?.[0]?.message ?? '', `${slug} GraphQL list by ${actor}`).not.toMatch(
          /Cannot query field/,
        )
        const docs = answer.data?.[names.plural]?.docs ?? null
        // GraphQL returns ids only: "own" and "published" are judged on them as on REST.
        if (cell === 'own' && docs) {
          const restDocs = (await listAs(slug, actor)).docs
          expect(docs.map((d) => d.id).sort(), `${slug} GraphQL list by ${actor}`).toEqual(
            restDocs.map((d) => d.id).sort(),
          )
        } else judgeList(cell, slug, actor, docs as Record<string, unknown>[] | null)
        cellCount++
      }
    }
  })

  it('reads by id, creates, updates and deletes: Local API and REST', async () => {
    for (const slug of collectionSlugs()) {
      for (const operation of ['read', 'create', 'update', 'delete'] as const) {
        if (!policy[slug]?.[operation]) continue
        if (slug === 'payload-locked-documents') await lockTarget()
        for (const actor of actors) {
          const cell = expected(slug, operation, actor)
          const label = `${slug} ${operation} by ${actor}`
          const target = targets[slug]
          if (operation === 'read') {
            const local = await statusOf(
              payload.findByID({
                collection: slug as 'pages',
                id: target!.id,
                user: userOf(actor),
                overrideAccess: false,
                depth: 0,
              }),
            )
            expect(
              cell === 'yes' ? local === 200 : refused(local),
              `${label} (Local: ${local})`,
            ).toBe(true)
            const status = (await rest('GET', `/api/${slug}/${target!.id}?depth=0`, actor)).status
            expect(
              cell === 'yes' ? status === 200 : refused(status),
              `${label} (REST: ${status})`,
            ).toBe(true)
          }
          if (operation === 'create') {
            if (localOnly.has(slug)) {
              // (An allowed create is removed at once: an empty job would otherwise wait in the queue for the next tests.)
              const local = await payload
                .create({
                  collection: slug as 'pages',
                  data: {} as never,
                  user: userOf(actor),
                  overrideAccess: false,
                })
                .then(
                  async (doc) => (
                    await payload.delete({ collection: slug as 'pages', id: doc.id }),
                    201
                  ),
                  (e: { status?: number }) => e.status ?? 500,
                )
              expect(
                cell === 'yes' ? !refused(local) : local === 403 || local === 401,
                `${label} (Local: ${local})`,
              ).toBe(true)
              cellCount++
              continue
            }
            const status = (await rest('POST', `/api/${slug}`, actor, createBody(slug))).status
            expect(status, label).toBeLessThan(500)
            expect(
              cell === 'yes' ? !refused(status) : status === 403 || status === 401,
              `${label} (REST: ${status})`,
            ).toBe(true)
          }
          if (operation === 'update') {
            const local = await statusOf(
              payload.update({
                collection: slug as 'pages',
                id: target!.id,
                data: {},
                user: userOf(actor),
                overrideAccess: false,
                depth: 0,
              }),
            )
            expect(local, label).toBeLessThan(500)
            expect(
              cell === 'yes' ? !refused(local) : refused(local),
              `${label} (Local: ${local})`,
            ).toBe(true)
            const status = (await rest('PATCH', `/api/${slug}/${target!.id}`, actor, {})).status
            expect(status, label).toBeLessThan(500)
            expect(
              cell === 'yes' ? !refused(status) : refused(status),
              `${label} (REST: ${status})`,
            ).toBe(true)
          }
          if (operation === 'delete') {
            // A document that does not exist: an allowed delete answers "not found", a refused one "forbidden".
            if (!localOnly.has(slug)) {
              const status = (await rest('DELETE', `/api/${slug}/${missingId}`, actor)).status
              // ("own": only their own may go, so an id that is not theirs is refused.)
              expect(
                cell === 'yes' ? status === 404 : status === 403 || status === 401,
                `${label} (REST: ${status})`,
              ).toBe(true)
            }
            const local = await statusOf(
              payload.delete({
                collection: slug as 'pages',
                id: missingId,
                user: userOf(actor),
                overrideAccess: false,
              }),
            )
            expect(
              cell === 'yes' ? local === 404 : local === 403 || local === 401,
              `${label} (Local: ${local})`,
            ).toBe(true)
          }
          cellCount += operation === 'create' ? 1 : 2
        }
      }
    }
  })

  it('writes over GraphQL: create, update and delete mutations', async () => {
    const schema = await introspect()
    for (const slug of collectionSlugs()) {
      const names = graphQLNames(slug)
      if (!names) continue
      for (const operation of ['create', 'update', 'delete'] as const) {
        if (!policy[slug]?.[operation]) continue
        const field = schema.mutations.get(`${operation}${names.singular}`)
        expect(field, `${slug} has no GraphQL ${operation} mutation`).toBeDefined()
        if (!field) continue
        if (slug === 'payload-locked-documents') await lockTarget()
        for (const actor of actors) {
          const cell = expected(slug, operation, actor)
          const variables = {
            id:
              operation === 'create'
                ? undefined
                : operation === 'delete'
                  ? missingId
                  : targets[slug]!.id,
            data:
              operation === 'delete'
                ? undefined
                : operation === 'create'
                  ? { ...(schema.sample(field.args.data!) as object), ...createBody(slug) }
                  : {},
          }
          const declared = Object.entries(field.args).filter(
            ([name]) => name in variables && variables[name as 'id'] !== undefined,
          )
          const query = `mutation (${declared.map(([name, type]) => `$${name}: ${type}`).join(', ')}) { ${field.name} (${declared.map(([name]) => `${name}: $${name}`).join(', ')}) { id } }`
          const answer = await graphql(query, actor, variables)
          const status = answer.errors?.[0]?.extensions?.statusCode ?? 200
          const label = `${slug} GraphQL ${operation} by ${actor} (${status}: ${answer.errors?.[0]?.message ?? 'done'})`
          expect(status, label).toBeLessThan(500)
          // A delete of a document that does not exist: allowed answers "not found", refused "forbidden", as over REST.
          if (operation === 'delete')
            expect(cell === 'yes' ? status === 404 : status === 403 || status === 401, label).toBe(
              true,
            )
          else expect(cell === 'yes' ? !refused(status) : refused(status), label).toBe(true)
          const created = answer.data?.[field.name] as { id?: number } | null | undefined
          if (operation === 'create' && created?.id)
            await payload.delete({ collection: slug as 'pages', id: created.id })
          cellCount++
        }
      }
    }
    for (const slug of globalSlugs()) {
      // A global's mutation is named after its slug in the singular (site-settings → updateSiteSetting).
      const field = [...schema.mutations.values()].find(
        (m) =>
          !('id' in m.args) &&
          `update${toWords(slug, true)}`.startsWith(m.name) &&
          m.name !== 'update',
      )
      if (!field) continue
      for (const actor of actors) {
        const answer = await graphql(
          `mutation ($data: ${field.args.data}) { ${field.name} (data: $data) { updatedAt } }`,
          actor,
          // Required fields of the input type (a policy's version) answer before access would.
          { data: schema.sample(field.args.data!) },
        )
        const status = answer.errors?.[0]?.extensions?.statusCode ?? 200
        const label = `${slug} GraphQL update by ${actor} (${status})`
        expect(status, label).toBeLessThan(500)
        expect(
          expected(slug, 'update', actor) === 'yes' ? !refused(status) : refused(status),
          label,
        ).toBe(true)
        cellCount++
      }
    }
  })

  it('versions and drafts: editors and admins only, over REST and GraphQL', async () => {
    for (const slug of collectionSlugs().filter((s) => policy[s]?.versions)) {
      const names = graphQLNames(slug)
      for (const actor of actors) {
        const cell = expected(slug, 'versions', actor)
        const status = (await rest('GET', `/api/${slug}/versions?depth=0`, actor)).status
        expect(
          cell === 'yes' ? status === 200 : refused(status),
          `${slug} versions by ${actor} (REST: ${status})`,
        ).toBe(true)
        const name = names ? `versions${names.plural}` : null
        if (name) {
          const answer = await graphql(`{ ${name} { docs { id } } }`, actor)
          expect(
            answer.errors?.[0]?.message ?? '',
            `${slug} GraphQL versions by ${actor}`,
          ).not.toMatch(/Cannot query field/)
          expect(
            cell === 'yes' ? Boolean(answer.data?.[name]) : !answer.data?.[name],
            `${slug} GraphQL versions by ${actor}`,
          ).toBe(true)
          cellCount++
        }
        cellCount++
      }
    }
  })

  it('private and public files by URL', async () => {
    for (const slug of collectionSlugs().filter((s) => policy[s]?.file)) {
      const filename = (
        await payload.findByID({ collection: slug as 'media', id: targets[slug]!.id, depth: 0 })
      ).filename
      for (const actor of actors) {
        const cell = expected(slug, 'file', actor)
        const status = (await rest('GET', `/api/${slug}/file/${filename}`, actor)).status
        expect(
          cell === 'yes' ? status === 200 : refused(status),
          `${slug} file by ${actor} (${status})`,
        ).toBe(true)
        cellCount++
      }
    }
  })

  it('the global: read by everyone, changed by content staff', async () => {
    for (const slug of globalSlugs()) {
      for (const actor of actors) {
        const read = (await rest('GET', `/api/globals/${slug}`, actor)).status
        expect(
          expected(slug, 'read', actor) === 'yes' ? read === 200 : refused(read),
          `${slug} read by ${actor}`,
        ).toBe(true)
        const write = (await rest('POST', `/api/globals/${slug}`, actor, {})).status
        expect(write, `${slug} update by ${actor}`).toBeLessThan(500)
        expect(
          expected(slug, 'update', actor) === 'yes' ? !refused(write) : refused(write),
          `${slug} update by ${actor} (${write})`,
        ).toBe(true)
        cellCount += 2
      }
    }
  })

  it('protected fields: members never set roles, verification, e-mail, password, timestamps, status or owners on their own documents', async () => {
    const { user, token } = people.student
    const before = await payload.findByID({ collection: 'users', id: user.id })
    const attempts: [string, object][] = [
      ['roles', { roles: ['admin'] }],
      ['emailVerified', { emailVerified: false }],
      ['email', { email: `other-${Date.now()}@test.local` }],
      ['password', { password: 'Another1pass' }],
      ['createdAt', { createdAt: '2001-01-01T00:00:00.000Z' }],
    ]
    for (const [field, data] of attempts) {
      await api.rest('PATCH', `/api/users/${user.id}`, { token, body: data })
      const after = await payload.findByID({ collection: 'users', id: user.id })
      expect(after[field as keyof User], `users.${field}`).toEqual(before[field as keyof User])
      cellCount++
    }
    const owned: [string, object][] = [
      ['certifications', { status: 'approved' }],
      ['certifications', { owner: people.otherStudent.user.id }],
      ['avatars', { owner: people.otherStudent.user.id }],
      ['certification-documents', { owner: people.otherStudent.user.id }],
    ]
    for (const [slug, data] of owned) {
      const before = (await payload.findByID({
        collection: slug as 'avatars',
        id: targets[slug]!.id,
        depth: 0,
      })) as unknown as Record<string, unknown>
      await rest('PATCH', `/api/${slug}/${targets[slug]!.id}`, 'student', data)
      const after = (await payload.findByID({
        collection: slug as 'avatars',
        id: targets[slug]!.id,
        depth: 0,
      })) as unknown as Record<string, unknown>
      const field = Object.keys(data)[0]!
      expect(after[field], `${slug}.${field}`).toEqual(before[field])
      cellCount++
    }
    expect(cellCount).toBeGreaterThanOrEqual(400)
  })
})
