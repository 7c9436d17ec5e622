import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

/** The Payload Local API on the run's test database (set up by globalSetup). */
export const testPayload = async (): Promise<Payload> => {
  const { default: config } = await import('@/payload.config')
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
