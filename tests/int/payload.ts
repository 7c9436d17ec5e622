import { getPayload, type Payload } from 'payload'

import { isStaff } from '@/lib/auth/roles'
import { giveSecondFactor } from '@/lib/secondFactor/signInStep'
import { provisionSecondFactor } from '@/lib/secondFactor/store'
import { newAuthenticatorSecret } from '@/lib/secondFactor/totp'
import type { User } from '@/payload-types'

import { freshCode } from '../helpers/totpCodes'

/** The Payload Local API on the run's test database (set up by globalSetup). */
export const testPayload = async (): Promise<Payload> => {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

let counter = 0
/** A user with the given roles and a unique address; returned with its password. */
export async function createUser(payload: Payload, roles: User['roles'], password = 'Passw0rdOk') {
  counter += 1
  const email = `${roles.join('-')}-${Date.now()}-${counter}@test.local`
  const user = await payload.create({ collection: 'users', data: { email, password, roles } })
  return { user, email, password }
}

/**
 * A new user with these roles, signed in: its `token` opens REST and GraphQL as the user. Staff
 * sign in with both factors (an authenticator is set up for them first, as an admin's reset and
 * their enrolment would leave it), so their token is the one a real sign-in gives.
 */
export async function createSignedInUser(payload: Payload, roles: User['roles']) {
  const created = await createUser(payload, roles)
  const { email, password } = created
  const authenticator = isStaff(created.user)
    ? await giveAuthenticator(payload, created.user.id)
    : null
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (authenticator) await passSecondFactor(payload, token!, authenticator)
  return { ...created, token: token!, authenticator }
}

/** Sets up an authenticator for the account (as its enrolment would): its secret, to compute codes. */
export async function giveAuthenticator(payload: Payload, userId: number) {
  const secret = newAuthenticatorSecret()
  await provisionSecondFactor(payload, userId, secret)
  return secret
}

/** Gives a fresh code of `secret` for the session `token` waits with; throws if refused. */
export async function passSecondFactor(payload: Payload, token: string, secret: string) {
  const outcome = await giveSecondFactor(payload, new Headers({ Authorization: `JWT ${token}` }), {
    code: await freshCode(secret),
  })
  if (!outcome.ok) throw new Error(`second factor refused: ${outcome.error}`)
}
export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>

/** One new signed-in user for each name, with the roles given for it, created in that order. */
export async function createPeople<Name extends string>(
  payload: Payload,
  roles: Record<Name, User['roles']>,
) {
  const people = {} as Record<Name, SignedInUser>
  for (const name of Object.keys(roles) as Name[])
    people[name] = await createSignedInUser(payload, roles[name])
  return people
}

/** An organisation's standing once its certification is approved, for one made directly. */
export const certifiedStanding = {
  certificationStatus: 'approved',
  providerStatus: 'certified',
  certified: true,
} as const

/**
 * A certification the system decides (how reviewers decide is the certification tests' part), as a
 * decision reaches the member's one application of that type: it is updated when the member has
 * one, made otherwise. An organisation's first approval creates its organisation; a rejection
 * takes its standing away.
 */
export async function systemDecision(
  payload: Payload,
  member: User,
  status: 'approved' | 'rejected',
  details: { type: 'organisation' | 'student'; [group: string]: unknown },
) {
  const held = await payload.find({
    collection: 'certifications',
    where: { owner: { equals: member.id }, type: { equals: details.type } },
    limit: 1,
    depth: 0,
  })
  const decision = { context: { certificationSystemStatus: status }, depth: 0 } as const
  const id = held.docs[0]?.id
  return id
    ? payload.update({ collection: 'certifications', id, data: details as never, ...decision })
    : payload.create({
        collection: 'certifications',
        data: { ...details, owner: member.id } as never,
        ...decision,
      })
}
